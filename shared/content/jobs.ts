// Open roles (content/en/jobs/[<order>-]<id>.yaml), in file-name order.
import data from '../generated/en/jobs';

export const jobs = data;
