// The pages in Spanish (decision 053): prerendered at /es addresses with lang, hreflang and a
// Spanish title; a browser that prefers Spanish lands on them; the header's switch goes back
// to English and the choice is kept; axe finds nothing on the Spanish pages (home, cart, login,
// settings, shop, checkout, dashboard).
import { CART_STORAGE_KEY } from '@mvno/contracts/constants';
import { MESSAGES_ES } from '@mvno/contracts/locales/messages-es';
import { createCustomer, logIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { CHANNEL_HEADERS } from '../support/server';

const HREFLANG = (path: string, spanish: string) => [
  `<link rel="alternate" hreflang="en-US" href="`,
  `${path}">`,
  `<link rel="alternate" hreflang="es-US" href="`,
  `${spanish}">`,
];

test('the public pages are prerendered in Spanish under /es, with lang, hreflang and Spanish titles', async ({
  request,
}) => {
  const spanish = await (await request.get('/es/shop')).text();
  expect(spanish).toContain('<html lang="es-US">');
  expect(spanish).toMatch(/<title>Planes \| [^<]+<\/title>/);
  // The title and description are the content editors' Spanish ones (decision 066).
  expect(spanish).toContain(
    '<meta name="description" content="Compare planes con llamadas, mensajes y datos ilimitados',
  );
  expect(spanish).toMatch(/<h1[^>]*>Elija su plan<\/h1>/);
  expect(spanish).toContain('href="/es/cart"');
  for (const part of HREFLANG('/shop', '/es/shop')) expect(spanish).toContain(part);

  const home = await (await request.get('/es')).text();
  expect(home).toMatch(/<h1[^>]*>Telefonía móvil sin complicaciones.<\/h1>/);

  const english = await (await request.get('/shop')).text();
  expect(english).toContain('<html lang="en-US">');
  expect(english).toMatch(/<h1[^>]*>Choose your plan<\/h1>/);
  for (const part of HREFLANG('/shop', '/es/shop')) expect(english).toContain(part);
});

test('the FAQ and the legal pages are prerendered with their Spanish content under /es', async ({
  request,
}) => {
  const faq = await (await request.get('/es/faq')).text();
  expect(faq).toContain('<html lang="es-US">');
  expect(faq).toMatch(/<title>Preguntas frecuentes \| [^<]+<\/title>/);
  expect(faq).toContain('¿Puedo conservar mi número actual?');
  expect(faq).not.toContain('Can I keep my current number?');
  // Spanish content is not marked as another language.
  expect(faq).not.toMatch(/<details[^>]*lang=/);

  const terms = await (await request.get('/es/terms-and-conditions')).text();
  expect(terms).toContain('<html lang="es-US">');
  expect(terms).toMatch(/<h1[^>]*>Términos y condiciones<\/h1>/);
  expect(terms).toContain('Cancelación y reembolsos');
  const privacy = await (await request.get('/es/privacy-policy')).text();
  expect(privacy).toMatch(/<h1[^>]*>Política de privacidad<\/h1>/);
  const home = await (await request.get('/es')).text();
  expect(home).toMatch(/<title>[^<]+ \| Planes prepagados con SIM y eSIM<\/title>/);
  expect(home).toContain('>Preguntas frecuentes</a>');

  const english = await (await request.get('/faq')).text();
  expect(english).toContain('Can I keep my current number?');
});

test('the Spanish FAQ in a browser: its questions open, lang es-US, axe finds nothing', async ({ page }) => {
  await page.goto('/es/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preguntas frecuentes');
  await page.getByText('¿Cómo activo una eSIM?').click();
  await expect(page.getByText(/agregue una eSIM y escanee el código/)).toBeVisible();
  await expectNoAxeViolations(page, 'the Spanish FAQ');
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-US' });

  test('lands on the Spanish pages, passes axe, and the switch goes to English and stays', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Telefonía móvil sin complicaciones.');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expectNoAxeViolations(page, 'the Spanish home page');

    // A plan into the cart: the cart and its choices in Spanish, prices written for es-US.
    await page.getByRole('button', { name: 'Elegir plan' }).first().click();
    await expect(page).toHaveURL(/\/es\/cart$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Su carrito');
    await expect(page.getByRole('radio', { name: /SIM física/ })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Tipo de SIM' })).toBeVisible();
    await expectNoAxeViolations(page, 'the Spanish cart');
    await page.getByRole('button', { name: /^Quitar/ }).click();

    await page.getByRole('banner').getByRole('link', { name: 'Mi cuenta' }).click();
    await expect(page).toHaveURL(/\/es\/login$/);
    await page.getByLabel('Correo electrónico').fill('not-an-email');
    await page.getByRole('button', { name: 'Continuar con contraseña' }).click();
    await expect(page.getByText(MESSAGES_ES.invalidEmail)).toBeVisible();
    await expectNoAxeViolations(page, 'the Spanish login page');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wireless that keeps it simple.');
    await expect(page).toHaveURL(/\/$/);
  });
});

test('a customer chooses Spanish in Settings: it is kept on the account and shown on their next sign-in', async ({
  page,
  browser,
  request,
}) => {
  const customer = await createCustomer(request);
  await logIn(page, customer, '/dashboard/setting');
  await page.getByRole('radio', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/dashboard\/setting$/);
  await expect(page.getByRole('heading', { name: 'Configuración' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
  await expectNoAxeViolations(page, 'Settings in Spanish');

  const accountLanguage = async () => {
    const answer = await request.get('/app/users/language', {
      headers: { ...CHANNEL_HEADERS, authorization: `Bearer ${customer.token}` },
    });
    return ((await answer.json()) as { language: string }).language;
  };
  await expect.poll(accountLanguage).toBe('es-US');

  // Another browser, English by preference, signed in as the same customer: the account's language shows.
  const other = await browser.newPage({ locale: 'en-US' });
  await logIn(other, customer, '/dashboard');
  await expect(other.getByRole('navigation', { name: 'Secciones de la cuenta' })).toBeVisible();
  await expect(other).toHaveURL(/\/es\/dashboard$/);
  await other.close();
});

test('axe finds nothing on the Spanish shop, checkout and dashboard of a signed-in customer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/es/shop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elija su plan');
  await expectNoAxeViolations(page, 'the Spanish shop');

  // A customer whose account is in Spanish, with a plan in the cart and its choices made.
  const customer = await createCustomer(request);
  const auth = { ...CHANNEL_HEADERS, authorization: `Bearer ${customer.token}` };
  const kept = await request.put('/app/users/language', { headers: auth, data: { language: 'es-US' } });
  expect(kept.status(), await kept.text()).toBeLessThan(300);
  const plans = (await (await request.get('/app/plans', { headers: CHANNEL_HEADERS })).json()) as {
    id: string;
    retailName: string;
    retailPrice: number;
  }[];
  const { id, retailName, retailPrice } = plans[0]!;
  const cart = {
    id,
    retailName,
    retailPrice,
    options: { simType: 'esim', numberType: 'new', zipCode: '78702', portIn: '' },
  };
  await page.evaluate(({ key, cart }) => localStorage.setItem(key, JSON.stringify({ cart })), {
    key: CART_STORAGE_KEY,
    cart,
  });
  await logIn(page, customer, '/es/cart/checkout');
  await expect(page).toHaveURL(/\/es\/cart\/checkout$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the Spanish checkout');

  await page.goto('/es/dashboard');
  await expect(page.getByRole('navigation', { name: 'Secciones de la cuenta' })).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
  await expect(page).toHaveURL(/\/es\/dashboard$/);
  await expectNoAxeViolations(page, 'the Spanish dashboard');
});
