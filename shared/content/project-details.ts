// The Challenge/Solution/Results of every case study by slug: for the
// projects list, whose cards open to the whole study (View Details).
import data from '../generated/en/project-details';

export const projectDetails = data;
