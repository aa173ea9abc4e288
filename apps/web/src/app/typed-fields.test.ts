// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readTypedFields, watchTypedFields } from './typed-fields';

/** A prerendered form as the server sends it. */
function page(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = `<form>
    <input name="email" value="">
    <input name="regPassword" type="password" value="">
    <input name="terms" type="checkbox">
  </form>`;
  document.body.replaceChildren(container);
  return container;
}

function type(container: HTMLElement, name: string, value: string) {
  const field = container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('text typed while the app starts', () => {
  it('keeps what is typed after the page was read and before the first render replaces it', () => {
    const container = page();
    type(container, 'email', 'quinn@example.com');
    expect(readTypedFields(container)).toEqual([{ name: 'email', value: 'quinn@example.com' }]);

    const meanwhile = watchTypedFields(container);
    type(container, 'regPassword', 'Start#2026');
    container.querySelector<HTMLInputElement>('[name="terms"]')!.click();
    // The first render replaces the page: the password's field, and its text, are gone from it.
    container.innerHTML = '<form><input name="email"><input name="regPassword" type="password"></form>';

    expect(meanwhile.stop()).toEqual([{ name: 'regPassword', value: 'Start#2026' }]);
    // Stopped: later typing is the app's own.
    type(container, 'email', 'other@example.com');
    expect(meanwhile.stop()).toEqual([{ name: 'regPassword', value: 'Start#2026' }]);
  });

  it("puts the focus, with its caret, into the app's field of the same name when the render took it away", () => {
    const container = page();
    const email = container.querySelector<HTMLInputElement>('[name="email"]')!;
    email.value = 'quinn@exa';
    email.focus();
    email.setSelectionRange(5, 5);
    const meanwhile = watchTypedFields(container);
    // The first render replaces the page (the focused field with it); the app's field has the text.
    container.innerHTML = '<form><input name="email"><input name="regPassword" type="password"></form>';
    const fresh = container.querySelector<HTMLInputElement>('[name="email"]')!;
    fresh.value = 'quinn@exa';
    expect(document.activeElement).toBe(document.body);

    meanwhile.refocus();
    expect(document.activeElement).toBe(fresh);
    expect([fresh.selectionStart, fresh.selectionEnd]).toEqual([5, 5]);
    meanwhile.stop();
  });

  it('leaves the focus alone when the page was adopted, or the visitor moved it elsewhere', () => {
    const container = page();
    const email = container.querySelector<HTMLInputElement>('[name="email"]')!;
    email.focus();
    const meanwhile = watchTypedFields(container);
    // Adopted (hydrated): the field is still there and keeps the focus.
    meanwhile.refocus();
    expect(document.activeElement).toBe(email);
    // Replaced, but the focus is on something else by now: it stays there.
    const outside = document.createElement('button');
    document.body.append(outside);
    container.innerHTML = '<form><input name="email"></form>';
    outside.focus();
    meanwhile.refocus();
    expect(document.activeElement).toBe(outside);
    meanwhile.stop();
  });
});
