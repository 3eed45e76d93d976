import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusAfterRemoval } from '../../../src/components/use-focus-after-removal';
import { useFocusFirstInvalid } from '../../../src/components/use-focus-first-invalid';

/** A form whose rules want both fields filled, marking each empty one as MUI's `error` does. */
function TwoFields() {
  const [values, setValues] = useState({ first: '', second: '' });
  const [errors, setErrors] = useState<string[]>([]);
  const invalid = useFocusFirstInvalid<HTMLFormElement>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors(Object.entries(values).flatMap(([name, value]) => (value ? [] : [name])));
    invalid.submitted();
  };
  return (
    <form ref={invalid.ref} onSubmit={submit}>
      {(['first', 'second'] as const).map((name) => (
        <input
          key={name}
          aria-label={name}
          aria-invalid={errors.includes(name)}
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        />
      ))}
      {/* A select's hidden native input, marked too: never the one to focus. */}
      <input aria-label="hidden" aria-hidden="true" aria-invalid tabIndex={-1} readOnly />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useFocusFirstInvalid', () => {
  it('moves the focus to the first field the rules refused, not the hidden input', async () => {
    render(<TwoFields />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'first' }), 'filled{Enter}');
    expect(screen.getByRole('textbox', { name: 'second' })).toHaveFocus();
  });

  it('leaves the focus alone when nothing is refused', async () => {
    render(<TwoFields />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'first' }), 'a');
    await user.type(screen.getByRole('textbox', { name: 'second' }), 'b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });
});

/** Cards with a delete button each; a delete leaves the list a moment later, as Dexie's does. */
function Cards({ initial, fails = false }: { initial: string[]; fails?: boolean }) {
  const [keys, setKeys] = useState(initial);
  const listRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focus = useFocusAfterRemoval(
    keys,
    () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('article') ?? []),
    () => headingRef.current,
  );
  const remove = (key: string) => {
    focus.removing(key);
    setTimeout(() => {
      if (fails) focus.cancel();
      else setKeys((k) => k.filter((x) => x !== key));
    }, 10);
  };
  return (
    <>
      <h1 ref={headingRef}>Cards</h1>
      {/* A pull from the server that drops a card: not a delete made here. */}
      <button onClick={() => setKeys((k) => k.slice(1))}>Pull</button>
      <div ref={listRef}>
        {keys.map((key) => (
          <article key={key} aria-label={key}>
            <button onClick={() => remove(key)}>Delete {key}</button>
          </article>
        ))}
      </div>
    </>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

describe('useFocusAfterRemoval', () => {
  it('focuses the card that takes the deleted one’s place, without a new tab stop', async () => {
    render(<Cards initial={['a', 'b', 'c']} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete b' }));
    await settle();
    const next = screen.getByRole('article', { name: 'c' });
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('tabindex', '-1');
  });

  it('focuses the card before when the last one goes, then the heading when none is left', async () => {
    render(<Cards initial={['a', 'b']} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete b' }));
    await settle();
    expect(screen.getByRole('article', { name: 'a' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete a' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Cards' })).toHaveFocus();
  });

  it('forgets a delete that failed: a card dropped later by a pull takes no focus', async () => {
    render(<Cards initial={['a', 'b']} fails />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Delete a' });
    await user.click(button);
    await settle();
    expect(button).toHaveFocus();
    const pull = screen.getByRole('button', { name: 'Pull' });
    await user.click(pull);
    await settle();
    expect(screen.queryByRole('article', { name: 'a' })).toBeNull();
    expect(pull).toHaveFocus();
  });
});
