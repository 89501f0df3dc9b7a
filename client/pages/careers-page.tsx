// Placeholder until the screen is written (being written now).
import type { PageHead } from '../head';

export const head = (): PageHead => ({ title: 'careers', description: 'This page is being written; this placeholder keeps the route table whole.' });

export default function Page() {
  return <h1>careers</h1>;
}
