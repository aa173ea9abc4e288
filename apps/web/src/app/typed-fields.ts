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

/** The focused named text field and where its caret was. */
type Focus = { name: string; start: number | null; end: number | null };

const focusOf = (field: TextField): Focus => ({
  name: field.name,
  start: field.selectionStart,
  end: field.selectionEnd,
});

/**
 * Watches the text typed into the page's named fields from now on: what is typed after
 * `readTypedFields` but before the app's first render replaces the page would otherwise go with the
 * replaced page (a fast or autofilling visitor on a slow phone). `typed` answers the last value of
 * each field typed into so far, `stop` the same and stops watching. It also keeps which field had
 * the focus, and its caret, as of the last key or focus: `refocus`, right after a render that
 * replaced the page, puts the focus back into the app's field of the same name (decision 098), so
 * that the next key lands there rather than nowhere.
 */
export function watchTypedFields(container: HTMLElement): {
  typed: () => TypedField[];
  refocus: () => void;
  stop: () => TypedField[];
} {
  const doc = container.ownerDocument;
  const typed = new Map<string, string>();
  const textField = (target: EventTarget | null): TextField | undefined =>
    (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
    target.name &&
    target.matches(TEXT_FIELDS)
      ? target
      : undefined;
  const active = textField(doc.activeElement);
  let focus: { field: TextField; at: Focus } | undefined =
    active && container.contains(active) ? { field: active, at: focusOf(active) } : undefined;
  const note = (field: TextField) => (focus = { field, at: focusOf(field) });
  const keep = (event: Event) => {
    const field = textField(event.target);
    if (!field) return;
    typed.set(field.name, field.value);
    // Not the input events `restoreTypedFields` dispatches into the app's fields: the visitor's own.
    if (event.isTrusted) note(field);
  };
  const onFocus = (event: Event) => {
    const field = textField(event.target);
    if (field) note(field);
  };
  // A caret moved without typing (an arrow key, a click in the text) is read on the next event.
  const onKey = (event: Event) => {
    const field = textField(event.target);
    if (field) setTimeout(() => field.isConnected && doc.activeElement === field && note(field), 0);
  };
  container.addEventListener('input', keep, true);
  container.addEventListener('focusin', onFocus, true);
  container.addEventListener('keyup', onKey, true);
  const list = () => [...typed].map(([name, value]) => ({ name, value }));
  return {
    typed: list,
    refocus: () => {
      // Only a focus the render took away: the old field left the page and nothing else has it.
      if (!focus || focus.field.isConnected) return;
      if (doc.activeElement && doc.activeElement !== doc.body) return;
      // Read before focusing: the focus event notes the new field's own caret.
      const { name, start, end: last } = focus.at;
      const field = [...container.querySelectorAll<TextField>(TEXT_FIELDS)].find((f) => f.name === name);
      if (!field) return;
      field.focus({ preventScroll: true });
      const end = field.value.length;
      try {
        field.setSelectionRange(Math.min(start ?? end, end), Math.min(last ?? end, end));
      } catch {
        // A field type without a caret (email in some browsers): the focus alone.
      }
    },
    stop: () => {
      container.removeEventListener('input', keep, true);
      container.removeEventListener('focusin', onFocus, true);
      container.removeEventListener('keyup', onKey, true);
      return list();
    },
  };
}
