import { expect, it } from 'vitest';
import { slugify } from './slug';

it.each([
  ['House Cleaning', 'house-cleaning'],
  ['Stone/Pavers/Concrete', 'stone-pavers-concrete'],
  ['Mile High Plumbing & Drain', 'mile-high-plumbing-and-drain'],
  ["Joe's  Café -- Repairs!", 'joes-cafe-repairs'],
  ["Buyer's Agent", 'buyers-agent'],
  ['Outlets, Switches and Wiring', 'outlets-switches-and-wiring'],
  ['24/7 Plumbing', '24-7-plumbing'],
])('slugify(%j) is %j', (text, slug) => {
  expect(slugify(text)).toBe(slug);
});
