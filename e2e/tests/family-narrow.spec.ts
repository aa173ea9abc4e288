import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { createCustomer, firstLink, latestMail, logIn, type Customer } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { buyLineByApi } from '../support/lines';
import { CHANNEL_HEADERS } from '../support/server';
import { createStaff, signInAtCare } from '../support/staff';

/**
 * The family screens (an owner's, a member's and a manager's), Settings → Notices and the care console's drift page on a 320 px phone
 * (WCAG 1.4.10): the page never scrolls sideways (a wide table scrolls inside its own box), no label
 * is cut off, and axe finds nothing.
 */
const M = ACCOUNT_MESSAGES.members;
const C = ACCOUNT_MESSAGES.memberControls;
const N = ACCOUNT_MESSAGES.notices;
const WIDTH = 320;
const authed = (customer: Customer) => ({ ...CHANNEL_HEADERS, authorization: `Bearer ${customer.token}` });

type Overflow = { page: number; window: number; cut: string[]; off: string[] };

/**
 * The page is no wider than the window; no visible text-bearing element (label, legend, summary,
 * button, heading, cell) is cut off by its own box; and every control outside a scrolling box lies
 * within the window.
 */
async function expectFitsAt320(page: Page, label: string): Promise<void> {
  await expect(page.locator('.spinner')).toHaveCount(0);
  const result = await page.evaluate((): Overflow => {
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    // Inside a box that scrolls sideways (a work-queue table's wrap), what lies past the edge is reachable.
    const inScroller = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflowX = getComputedStyle(up).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    const texts = document.querySelectorAll(
      'label, legend, summary, button, a[href], h1, h2, h3, h4, th, td, dt, dd, p, li, select, option',
    );
    const cut: string[] = Array.from(texts)
      .filter((el) => el.tagName !== 'OPTION' && visible(el) && !el.closest('.visually-hidden'))
      .filter((el) => {
        const style = getComputedStyle(el);
        const clips =
          style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
        return clips && el.scrollWidth > el.clientWidth + 1;
      })
      .map(name);
    // A word cut in two across lines ("Bri/ghtl/ine"), not at a hyphen; addresses and long references may break.
    const broken: string[] = [];
    for (const el of Array.from(texts).filter((one) => visible(one) && !one.closest('.visually-hidden'))) {
      for (const node of Array.from(el.childNodes).filter((one) => one.nodeType === Node.TEXT_NODE)) {
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/[^\s\u2010-]+/g)) {
          if (word[0].length < 4 || word[0].length > 24 || /[@/]/.test(word[0])) continue;
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const tops = new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top)));
          if (tops.size > 1) broken.push(`${name(el)}: "${word[0]}"`);
        }
      }
    }
    cut.push(...broken);
    const off = Array.from(
      document.querySelectorAll('a[href], button, input, select, textarea, summary, label'),
    )
      .filter((el) => visible(el) && !inScroller(el) && !el.closest('.visually-hidden'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < -0.5 || box.right > window.innerWidth + 0.5;
      })
      .map(name);
    return { page: document.documentElement.scrollWidth, window: window.innerWidth, cut, off };
  });
  expect(result.page, `${label}: the page's width at ${result.window} px`).toBeLessThanOrEqual(result.window);
  expect(result.cut, `${label}: labels cut off`).toEqual([]);
  expect(result.off, `${label}: controls past the edge`).toEqual([]);
}

async function check(page: Page, label: string): Promise<void> {
  await expectFitsAt320(page, label);
  await expectNoAxeViolations(page, `${label} at ${WIDTH} px`);
}

/** Opens a line's closed Controls (the summary) inside `scope`. */
async function openControls(scope: Locator): Promise<void> {
  const summary = scope.getByText(C.title, { exact: true }).first();
  await summary.click();
  await expect(scope.getByRole('button', { name: C.save }).first()).toBeVisible();
}

/** An owner with a line "Kid phone" and a member of it who asked for another plan at the renewal. */
async function family(request: APIRequestContext) {
  const owner = await createCustomer(request, { firstName: 'Olivia', lastName: 'Owner' });
  await buyLineByApi(request, owner, 'Starter 5GB');
  const line = await buyLineByApi(request, owner, 'Starter 5GB');
  const renamed = await request.post(`/app/users/sub-nickname/${line.id}/update`, {
    headers: authed(owner),
    data: { nickname: 'Kid phone' },
  });
  expect(renamed.status()).toBe(200);
  const join = async (firstName: string, lastName: string, role: 'member' | 'manager') => {
    const who = await createCustomer(request, { firstName, lastName });
    const invited = await request.post('/app/users/members/invitations', {
      headers: authed(owner),
      data: { email: who.email, lineId: line.id, role },
    });
    expect(invited.status(), await invited.text()).toBe(200);
    const link = new URL(firstLink((await latestMail(request, who.email, /invites you to/)).text));
    const accepted = await request.post('/app/users/members/accept', {
      headers: authed(who),
      data: { token: link.hash.replace(/^#/, '') },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    return who;
  };
  const member = await join('Milo', 'Member', 'member');
  const manager = await join('Mia', 'Manager', 'manager');
  const plans = (await (await request.get('/app/plans', { headers: CHANNEL_HEADERS })).json()) as {
    id: string;
    retailName: string;
  }[];
  const other = plans.find((plan) => plan.retailName !== 'Starter 5GB')!;
  const asked = await request.post(`/app/users/lines/${line.id}/requests/plan-change`, {
    headers: authed(member),
    data: { planId: other.id, when: 'renewal' },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  return { owner, member, manager, plan: other.retailName };
}

test('at 320 px the family screens, Settings → Notices and the drift page fit, and axe finds nothing', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { owner, member, manager, plan } = await family(request);
  await page.setViewportSize({ width: WIDTH, height: 740 });

  // The owner's Members section: the member with the line's controls open, and the request waiting.
  await logIn(page, owner, '/dashboard/members');
  const members = page.getByRole('region', { name: M.title });
  const what = M.requestOf('Milo', M.whatPlanAtRenewal(plan), 'Kid phone');
  await expect(page.getByRole('listitem', { name: what })).toBeVisible();
  await openControls(members);
  await check(page, 'Members section with controls and a request');

  // The invite dialog.
  await page.getByRole('button', { name: M.invite }).click();
  const invite = page.getByRole('dialog', { name: M.inviteTitle });
  await expect(invite.getByRole('combobox', { name: M.line }).getByRole('option')).toHaveCount(2);
  await check(page, 'invite dialog');
  await page.keyboard.press('Escape');
  await expect(invite).toBeHidden();

  // Settings → Notices.
  await page.goto('/dashboard/setting');
  const notices = page.getByRole('region', { name: N.cardTitle });
  await expect(notices.getByRole('button', { name: N.save })).toBeVisible();
  await notices.scrollIntoViewIfNeeded();
  await check(page, 'Settings, Notices');

  // The member's view: the shared line with its controls open, its request, the ask dialogs.
  const memberContext = await browser.newContext({ viewport: { width: WIDTH, height: 740 } });
  const phone = await memberContext.newPage();
  await logIn(phone, member, '/dashboard');
  const shared = phone
    .getByRole('region', { name: M.sharedTitle })
    .getByRole('listitem', { name: 'Kid phone' });
  await expect(shared.getByText(`${M.whatPlanAtRenewal(plan)}: ${M.statusPending}`)).toBeVisible();
  await openControls(shared);
  await check(phone, 'shared line with controls and a request');
  await shared.getByRole('button', { name: `${M.requestCap}: Kid phone` }).click();
  const cap = phone.getByRole('dialog', { name: M.requestCapTitle });
  await expect(cap.getByLabel(M.requestCapGb)).toBeVisible();
  await check(phone, 'ask-for-a-data-cap dialog');
  await phone.keyboard.press('Escape');
  await memberContext.close();

  // A manager's list of the account's members, and the removal's confirmation.
  const managerContext = await browser.newContext({ viewport: { width: WIDTH, height: 740 } });
  const managing = await managerContext.newPage();
  await logIn(managing, manager, '/dashboard');
  const managed = managing.getByRole('region', { name: M.managedTitle('Olivia') });
  await managed.getByRole('button', { name: `${M.remove}: Milo` }).click();
  await expect(managing.getByRole('dialog', { name: M.managedRemoveTitle('Milo') })).toBeVisible();
  await check(managing, "a manager's removal dialog");
  await managing.keyboard.press('Escape');
  await expect(managed.getByRole('button', { name: `${M.remove}: Milo` })).toBeFocused();
  await check(managing, "a manager's members list");
  await managerContext.close();

  // The care console's drift page, on the same phone width.
  const agent = await createStaff(request, 'agent', 'Dana');
  const staffContext = await browser.newContext({ viewport: { width: WIDTH, height: 740 } });
  const staffPage = await staffContext.newPage();
  await signInAtCare(staffPage, request, agent);
  await staffPage.goto('/care/carrier-drift');
  await expect(staffPage.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await check(staffPage, '/care/carrier-drift');
  await staffContext.close();
});
