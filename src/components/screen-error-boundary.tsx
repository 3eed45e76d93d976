import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { PlainButton } from './plain/button';

/** Plain elements: it must show when MUI's code is what failed to load. */
function ScreenError() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="ld-centered">
      <h1>{t('screenError.title')}</h1>
      <p>{t('screenError.description')}</p>
      <PlainButton variant="contained" onClick={() => window.location.reload()}>
        {t('screenError.reload')}
      </PlainButton>
    </div>
  );
}

interface Props {
  children: ReactNode;
}

/**
 * A screen whose code cannot load (a lost connection before the worker cached it, a chunk gone
 * after a new version) or that throws says so and offers a reload, instead of leaving a blank
 * page. Give it the path as `key`, so that going elsewhere tries again.
 */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ScreenError /> : this.props.children;
  }
}
