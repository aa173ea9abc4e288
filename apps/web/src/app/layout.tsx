import { Outlet } from '../lib/router';
import { SessionBootstrap } from '../features/auth/components/session-bootstrap';
import { ChatLauncher } from '../features/chat/components/chat-launcher';
import { NotificationStack } from '../features/notifications/components/notification-stack';
import { runtimeConfig } from '../config/runtime';
import { DemoBanner } from '../features/shell/components/demo-banner';
import { Footer } from '../features/shell/components/footer';
import { Header } from '../features/shell/components/header';
import { SiteBanner } from '../features/shell/components/site-banner';
import { ScrollToTop } from '../features/shell/components/scroll-to-top';
import './layout.css';

/** The shared layout of the public and account pages: header, content, footer (SPEC §2). */
export function Layout() {
  return (
    <div className="layout">
      <DemoBanner demo={runtimeConfig.demo} />
      <SiteBanner />
      <ScrollToTop />
      <SessionBootstrap />
      <Header />
      <main id="main" tabIndex={-1} className="layout__main">
        <Outlet />
      </main>
      <Footer />
      <ChatLauncher />
      <NotificationStack />
    </div>
  );
}
