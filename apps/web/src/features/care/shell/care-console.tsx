import { lazy, Suspense, useEffect } from 'react';
import type { Agent } from '@mvno/contracts/api/agent-auth';
import { STAFF_IDLE_MINUTES } from '@mvno/contracts/product-constants/care';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { rolesWith, type StaffPermission } from '@mvno/contracts/staff-roles';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { runtimeConfig } from '../../../config/runtime';
import { paths } from '../../../config/paths';
import { StaffSignIn } from '../../../entities/staff/staff-sign-in';
import { useAgentSession } from '../../../lib/agent-session';
import { NavLink, useParams } from '../../../lib/router';
import { useAppStore } from '../../../lib/store';
import { useEndStaffSession } from './end-staff-session';
import { useStaffMember } from './view-staff';
import { useIdleSignOut } from './use-idle-sign-out';
import { AuditLog } from '../audit/audit-log';
import { CARE_SECTIONS, type CareSectionId } from './care-sections';
import { Customers } from '../customers/customers';
import { StaffAdmin } from '../staff/staff-admin';
import { CataloguePlans } from '../plans/catalogue-plans';
import { WorkQueues } from '../queues/work-queues';
import { CarrierDrift } from '../queues/carrier-drift';
import { CataloguePromotions } from '../promotions/catalogue-promotions';
import { RemittanceReport } from '../remittance/remittance-report';
import './care-console.css';

// Only content editors open it: its code loads with the tool, not with the console.
const ContentTool = lazy(() => import('../content/content-tool'));
// The business figures' page and its charts load only when a supervisor or admin opens it.
const KpiTool = lazy(() => import('../kpis/kpi-tool'));
// The chat inbox and its live connection load only when an agent opens it.
const InboxSection = lazy(() => import('../inbox/inbox-section'));

/** The page's title: the inbox keeps the name agents know it by, every other tool the console's. */
const titleOf = (section: string | undefined) =>
  `${section === 'inbox' ? STAFF_MESSAGES.inbox.title : STAFF_MESSAGES.care.consoleTitle} | ${runtimeConfig.brandName}`;

/** "the supervisor and admin roles": the roles holding a permission, as a refused tool names them. */
function rolesText(permission: StaffPermission): string {
  const names = rolesWith(permission).map((role) => role.replace('_', ' '));
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return `the ${list} role${names.length > 1 ? 's' : ''}`;
}

/** What /care/<section> shows when it opens no tool of this role: what is needed, or that there is none. */
function NoTool({ requested, role }: { requested: string | undefined; role: string }) {
  if (!requested) return <p>{STAFF_MESSAGES.care.welcome}</p>;
  const tool = CARE_SECTIONS.find((s) => s.id === requested);
  if (!tool) return <p role="alert">{STAFF_MESSAGES.care.noSuchTool}</p>;
  return (
    <p role="alert">
      {STAFF_MESSAGES.care.toolNotAllowed(tool.label, role.replace('_', ' '), rolesText(tool.permission))}
    </p>
  );
}

function Section({ id, staff }: { id: CareSectionId | undefined; staff: Agent }) {
  switch (id) {
    case 'audit':
      return <AuditLog teamOnly={!staff.permissions.includes('audit.read')} />;
    case 'remittance':
      return <RemittanceReport />;
    case 'staff':
      return <StaffAdmin />;
    case 'customers':
      return <Customers />;
    case 'queues':
      return <WorkQueues />;
    case 'carrier-drift':
      return <CarrierDrift />;
    case 'plans':
      return <CataloguePlans />;
    case 'promotions':
      return <CataloguePromotions />;
    case 'content':
      return (
        <Suspense fallback={<Spinner label="Loading the content tool" />}>
          <ContentTool />
        </Suspense>
      );
    case 'kpis':
      return (
        <Suspense fallback={<Spinner label={STAFF_MESSAGES.kpis.loading} />}>
          <KpiTool />
        </Suspense>
      );
    case 'inbox':
      return (
        <Suspense fallback={<Spinner label="Loading the inbox" />}>
          <InboxSection />
        </Suspense>
      );
    default:
      return null;
  }
}

function Workspace({ staff }: { staff: Agent }) {
  const { section } = useParams<{ section: string }>();
  const sections = CARE_SECTIONS.filter((s) => staff.permissions.includes(s.permission));
  const current = sections.find((s) => s.id === section)?.id;
  return (
    <div className="care-workspace">
      <nav aria-label="Console tools" className="care-nav">
        <ul>
          {sections.map((s) => (
            <li key={s.id}>
              <NavLink to={paths.careSection(s.id)}>{s.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="care-content">
        {current ? <Section id={current} staff={staff} /> : <NoTool requested={section} role={staff.role} />}
      </div>
    </div>
  );
}

/**
 * /care: the staff wing's one shell (docs/decisions/028, 050): one staff sign-in, one header, the
 * tools by role (the chat inbox among them), idle sign-out.
 */
export function CareConsole() {
  const session = useAgentSession((s) => s.session);
  const signOut = useEndStaffSession();
  const notify = useAppStore((s) => s.notify);
  const me = useStaffMember(session?.token ?? '');
  const { section } = useParams<{ section: string }>();

  useEffect(() => {
    document.title = titleOf(section);
  }, [section]);

  useIdleSignOut(
    STAFF_IDLE_MINUTES,
    () => {
      signOut.mutate();
      notify({ message: STAFF_MESSAGES.care.idleSignedOut, error: true, stayOpen: true });
    },
    Boolean(session),
  );

  return (
    <div className="care-layout">
      <header className="care-header spread-row">
        <h1 className="care-header__title">
          {runtimeConfig.brandName} · {STAFF_MESSAGES.care.consoleTitle}
        </h1>
        {session && (
          <div className="care-header__staff">
            <span>
              Signed in as {session.agent.firstName}
              {me.data ? ` (${me.data.role.replace('_', ' ')})` : ''}
            </span>
            <Button variant="secondary" loading={signOut.isPending} onClick={() => signOut.mutate()}>
              Sign out
            </Button>
          </div>
        )}
      </header>
      <main id="main" tabIndex={-1} className="care-main">
        {session ? (
          <QueryState
            query={me}
            loadingLabel="Loading the console"
            errorText="The console could not be loaded."
          >
            {(staff) => <Workspace staff={staff} />}
          </QueryState>
        ) : (
          <StaffSignIn lead={STAFF_MESSAGES.care.signInLead} />
        )}
      </main>
    </div>
  );
}
