import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from '../../../src/components/plain/avatar';
import { Badge } from '../../../src/components/plain/badge';
import { PlainButton } from '../../../src/components/plain/button';
import { PlainTextField } from '../../../src/components/plain/text-field';
import { applyThemeVars, THEME_VARS_CSS, THEME_VARS_STYLE_ID } from '../../../src/theme/css-vars';
import {
  BORDER_RADIUS,
  HEADER_HEIGHT_DESKTOP,
  MAIN_BACKGROUND,
  NAV_WIDTH,
  PRIMARY_COLOR,
} from '../../../src/config/constants';

function Field({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <PlainTextField
      label="Email"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      error={error !== undefined}
      helperText={error ?? ' '}
    />
  );
}

afterEach(() => document.getElementById(THEME_VARS_STYLE_ID)?.remove());

describe('the plain text field', () => {
  it('is an input named by its label, that keeps what is typed', async () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'lab@example.com');
    expect(input).toHaveProperty('value', 'lab@example.com');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    // The outline's notch repeats the label for the eye only.
    expect(screen.getAllByText('Email')).toHaveLength(2);
    expect(screen.getByText('Email', { selector: 'label' })).toBeTruthy();
  });

  it('says what is wrong below the field, as its description', () => {
    render(<Field error="Enter your e-mail." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const helper = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(helper?.textContent).toBe('Enter your e-mail.');
  });

  it('keeps the helper line’s height with no message, as MUI’s does', () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    const helper = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(helper?.textContent).toBe('\u200B');
  });
});

describe('the plain button', () => {
  it('is disabled and busy while loading, and keeps its name', () => {
    render(
      <PlainButton variant="contained" loading>
        Send code
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Send code' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('is a plain button (not a submit) unless told', () => {
    render(<PlainButton>Resend</PlainButton>);
    expect(screen.getByRole('button', { name: 'Resend' }).getAttribute('type')).toBe('button');
  });
});

describe('the plain badge', () => {
  function count(container: HTMLElement) {
    return container.querySelector('.ld-badge__count')?.textContent ?? null;
  }

  it('draws no count for nothing, the count, and 99+ above 99', () => {
    const { container, rerender } = render(
      <Badge count={0} tone="error">
        <svg />
      </Badge>,
    );
    expect(count(container)).toBeNull();
    rerender(
      <Badge count={7} tone="error">
        <svg />
      </Badge>,
    );
    expect(count(container)).toBe('7');
    rerender(
      <Badge count={120} tone="info">
        <svg />
      </Badge>,
    );
    expect(count(container)).toBe('99+');
  });
});

describe('the plain avatar', () => {
  it('shows the picture, and the first letter when there is none or it does not load', () => {
    const { container, rerender } = render(<Avatar src="/media/dana.jpg" name="dana" />);
    const img = screen.getByRole('img', { name: 'dana' });
    fireEvent.error(img);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).toBe('D');
    // Another picture is tried again.
    rerender(<Avatar src="/media/dana-2.jpg" name="dana" />);
    expect(screen.getByRole('img', { name: 'dana' }).getAttribute('src')).toBe('/media/dana-2.jpg');
    rerender(<Avatar src={undefined} name="fritz" />);
    expect(container.textContent).toBe('F');
  });
});

describe('the theme’s CSS variables', () => {
  it('carry the MUI theme’s constants', () => {
    expect(THEME_VARS_CSS).toContain(`--ld-primary:${PRIMARY_COLOR}`);
    expect(THEME_VARS_CSS).toContain(`--ld-background:${MAIN_BACKGROUND}`);
    expect(THEME_VARS_CSS).toContain(`--ld-radius:${BORDER_RADIUS}px`);
    expect(THEME_VARS_CSS).toContain(`--ld-nav-width:${NAV_WIDTH}px`);
    expect(THEME_VARS_CSS).toContain(`--ld-header-height-lg:${HEADER_HEIGHT_DESKTOP}px`);
  });

  it('are written into the page once', () => {
    applyThemeVars();
    applyThemeVars();
    const styles = document.head.querySelectorAll(`#${THEME_VARS_STYLE_ID}`);
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe(THEME_VARS_CSS);
  });
});
