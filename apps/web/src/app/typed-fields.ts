/**
 * Text a visitor typed (or the browser autofilled) into a prerendered page's form before the app
 * started. Starting the app sets every form field to its initial value (the form library does so
 * when it takes a field over, and a fresh render replaces the page), which would silently drop it:
 * it is read before the app starts and put back, as if typed again, once the app runs.
 */
export type TypedField = { name: string; value: string };

type TextField = HTMLInputElement | HTMLTextAreaElement;

const TEXT_FIELDS = 'input[name]:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea[name]';

/** The named text fields whose value differs from the one the server sent. */
export function readTypedFields(container: HTMLElement): TypedField[] {
  return [...container.querySelectorAll<TextField>(TEXT_FIELDS)]
    .filter((field) => field.value !== field.defaultValue)
    .map(({ name, value }) => ({ name, value }));
}

/**
 * Puts each typed value back into the app's field of the same name, as an input event the field's
 * own handler sees, so the form's state (not only the screen) holds it. The field may still show
 * the text (the app adopted the page) while the app holds its initial value, which it would put
 * back on its next render: the value is first set to empty through the element's own setter (so
 * the app's view of it is empty), then to the text, and the input event reports the change.
 */
export function restoreTypedFields(container: HTMLElement, fields: TypedField[]): void {
  for (const { name, value } of fields) {
    const field = container.querySelector<TextField>(
      `input[name="${CSS.escape(name)}"], textarea[name="${CSS.escape(name)}"]`,
    );
    if (!field) continue;
    const prototype =
      field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    field.value = '';
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Watches the text typed into the page's named fields from now on: what is typed after
 * `readTypedFields` but before the app's first render replaces the page would otherwise go with the
 * replaced page (a fast or autofilling visitor on a slow phone). `stop` answers the last value of
 * each field typed into meanwhile.
 */
export function watchTypedFields(container: HTMLElement): { stop: () => TypedField[] } {
  const typed = new Map<string, string>();
  const keep = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !field.name) return;
    if (field.matches(TEXT_FIELDS)) typed.set(field.name, field.value);
  };
  container.addEventListener('input', keep, true);
  return {
    stop: () => {
      container.removeEventListener('input', keep, true);
      return [...typed].map(([name, value]) => ({ name, value }));
    },
  };
}
