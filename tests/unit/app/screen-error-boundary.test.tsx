import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import de from '../../../public/locales/de/common.json';
import en from '../../../public/locales/en/common.json';
import { ScreenErrorBoundary } from '../../../src/components/screen-error-boundary';

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { common: en }, de: { common: de } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  // What React.lazy throws when a screen's chunk does not arrive.
  throw new TypeError('Failed to fetch dynamically imported module: /assets/offers-view.js');
}

describe('screen error boundary', () => {
  it('shows what happened and a reload instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(
      <ScreenErrorBoundary>
        <Broken />
      </ScreenErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tries again when its key (the path) changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ScreenErrorBoundary key="/offers">
        <Broken />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <ScreenErrorBoundary key="/team">
        <p>Team</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Team')).toBeInTheDocument();
  });

  it('speaks German too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await i18n.changeLanguage('de');
    render(
      <ScreenErrorBoundary>
        <Broken />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
