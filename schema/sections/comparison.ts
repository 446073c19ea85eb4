import * as z from 'zod';
import { text, textList } from '../fields.ts';
import { defineSection } from './define.ts';

const column = z
  .strictObject({
    title: text('The column title, e.g. `Before AI`.'),
    points: textList('The facts of this column, as bullets.'),
  })
  .describe('One side of the comparison.');

export const comparisonSection = defineSection('comparison', 'A before-and-after comparison in two columns.', {
  before: column,
  after: column,
});
