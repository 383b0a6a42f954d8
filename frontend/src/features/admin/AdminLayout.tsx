// The signed-in back office: navigation, who is signed in, "Sign out", and the page. Without a
// session (the session call answers 401) it sends the visitor to sign in, keeping the address.
import { type AdminSessionAnswer, isBackOfficeRole, roleMayManageUsersAndFleet } from '@dumpster/domain';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../shared/ui/Button.tsx';
import * as css from './admin.css.ts';
import { adminApi } from './admin-api.ts';
import { adminPages } from './admin-paths.ts';
import { type AdminQuery, useAdminMutation, useAdminQuery, useAdminStore } from './admin-store.tsx';
import { SessionContext } from './session-context.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';

const staffLinks = [
  { to: adminPages.bookings, label: 'Bookings', end: true },
  { to: adminPages.dayBoard, label: 'Day board', end: false },
  { to: adminPages.contactRequests, label: 'Contact requests', end: false },
  { to: adminPages.newBooking, label: 'New booking', end: true },
  { to: adminPages.customers, label: 'Customers', end: false },
  { to: adminPages.receivables, label: 'Receivables', end: false },
  { to: adminPages.dispatch, label: 'Dispatch', end: false },
] as const;

const ownerLinks = [
  { to: adminPages.users, label: 'Users', end: false },
  { to: adminPages.fleet, label: 'Fleet', end: false },
  { to: adminPages.containers, label: 'Containers', end: false },
  { to: adminPages.trucks, label: 'Trucks', end: false },
  { to: adminPages.calendar, label: 'Calendar', end: false },
  { to: adminPages.dashboard, label: 'Dashboard', end: false },
] as const;

export function AdminLayout() {
  const session = useAdminQuery(adminApi.endpoints.session, undefined, 'session');
  return <SignedInLayout session={session} />;
}

function SignedInLayout({ session }: { session: AdminQuery<AdminSessionAnswer> }) {
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  // A new page moves focus to its content, so a screen reader starts reading there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation.
  useEffect(() => {
    mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname]);
  if (!session.data) {
    return (
      <main className={css.main} aria-busy={!session.error}>
        {session.error && session.error.status !== 401 ? (
          <p role="alert" className={css.notice.error}>
            The back office could not load: {session.error.message}{' '}
            <Button variant="outline" size="sm" onPress={session.refetch}>
              Try again
            </Button>
          </p>
        ) : (
          <p className={css.muted}>Loading…</p>
        )}
      </main>
    );
  }
  // A driver's account opens the driver's stops on the phone, not the back office (decision 0185).
  if (!isBackOfficeRole(session.data.user.role))
    return (
      <main id="admin-main" className={css.main} ref={mainRef} tabIndex={-1}>
        <title>Drivers · Back office</title>
        <h1 className={css.pageTitle}>This account is a driver’s</h1>
        <p>Drivers see their stops of the day on the driver’s phone page, not in the back office.</p>
        <p>
          <NavLink to={adminPages.driver}>Open today’s stops</NavLink>
        </p>
        <SignOutButton />
      </main>
    );
  const links = roleMayManageUsersAndFleet(session.data.user.role)
    ? [...staffLinks, ...ownerLinks]
    : staffLinks;
  return (
    <SignedInShell session={session.data} links={links} mainRef={mainRef} pathname={location.pathname} />
  );
}

/**
 * The header and the page. On a phone held upright the dozen links fold behind a "Menu" button
 * (closed on each new page), so the page's first content is on the first screen (decision 0128).
 */
function SignedInShell({
  session,
  links,
  mainRef,
  pathname,
}: {
  session: AdminSessionAnswer;
  links: readonly { to: string; label: string; end: boolean }[];
  mainRef: RefObject<HTMLElement | null>;
  pathname: string;
}) {
  const narrow = useNarrowScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on each navigation.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);
  const showLinks = !narrow || menuOpen;
  return (
    <SessionContext value={session}>
      <div className={css.shell}>
        <header className={css.topBar}>
          <a href="#admin-main" className={css.skipLink}>
            Skip to content
          </a>
          <span className={css.brand}>Back office</span>
          <nav aria-label="Back office">
            {narrow && (
              <Button
                variant="outlineLight"
                size="sm"
                aria-expanded={menuOpen}
                aria-controls="admin-nav-links"
                onPress={() => setMenuOpen((open) => !open)}
              >
                Menu
              </Button>
            )}
            {/* Rendered only when shown: the list's display: flex would override a hidden attribute. */}
            {showLinks && (
              <ul id="admin-nav-links" className={css.navList}>
                {links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end={link.end} className={css.navLink}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            )}
          </nav>
          <div className={css.userBox}>
            <span>
              Signed in as <strong>{session.user.name}</strong>
            </span>
            <SignOutButton />
          </div>
        </header>
        <main id="admin-main" className={css.main} ref={mainRef} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </SessionContext>
  );
}

function SignOutButton() {
  const store = useAdminStore();
  const navigate = useNavigate();
  const [signOut, { isPending }] = useAdminMutation(adminApi.endpoints.signOut);
  const leave = async () => {
    try {
      await signOut();
    } catch {
      // Signed out already (401) or the server is unreachable: the screen forgets the session anyway.
    }
    store.dispatch(adminApi.util.resetApiState());
    navigate(adminPages.signIn, { replace: true, state: { signedOut: true } });
  };
  return (
    <Button variant="outlineLight" size="sm" onPress={leave} isDisabled={isPending}>
      Sign out
    </Button>
  );
}
