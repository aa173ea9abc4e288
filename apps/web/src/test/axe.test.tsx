// The axe helper of the component tests reports what it finds, with the element it found it on.
import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { axeViolations } from './axe';

test('a violation is reported, with its element', async () => {
  render(
    <main>
      <h1>Plans</h1>
      {/* eslint-disable-next-line jsx-a11y/alt-text -- the violation this test needs axe to find */}
      <img src="/plan.png" />
      <button type="button" />
    </main>,
  );
  const found = await axeViolations();
  expect(found.map((line) => line.split(':')[0]).sort()).toEqual(['button-name', 'image-alt']);
  expect(found.find((line) => line.startsWith('image-alt'))).toContain('<img src="/plan.png">');
});

test('a page without one reports nothing', async () => {
  render(
    <main>
      <h1>Plans</h1>
      <img src="/plan.png" alt="A phone" />
      <button type="button">Choose plan</button>
    </main>,
  );
  expect(await axeViolations()).toEqual([]);
});
