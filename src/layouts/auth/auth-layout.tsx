import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PlainLoading } from '../../components/plain/spinner';
import { LanguagePopover } from '../components/language-popover';
import { Logo } from '../components/logo';

/**
 * The public screens: a centred card on the light grey background. Plain elements: the sign-in
 * screen loads no MUI; the other guest screens bring its theme (src/config/routes.ts).
 */
export function AuthLayout() {
  return (
    <div className="ld-guest">
      <header className="ld-guest__header">
        <Logo />
        <LanguagePopover />
      </header>
      <main className="ld-card">
        <Suspense fallback={<PlainLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
