import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sendContactMessage } from '@mvno/contracts/api/contact';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { MESSAGES } from '@mvno/contracts/messages';
import { useAppStore } from '../../../lib/store';
import { routeOf, stubApi } from '../../../test/fake-api';
import { renderPage, resetAppState } from '../../../test/render-page';
import { ContactForm } from './contact-form';

const field = (name: string) => screen.getByRole('textbox', { name });
const notifications = () => useAppStore.getState().notifications.map((n) => [n.error, n.message]);

function setup() {
  return renderPage('/contact-us', <ContactForm title="Send us a message" />, { at: '/contact-us' });
}

async function fillAndSend(user: ReturnType<typeof setup>['user']) {
  await user.type(field('Name'), 'Jamie Park');
  await user.type(field('Email'), 'jamie@example.com');
  await user.type(field('Message'), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('ContactForm', () => {
  beforeEach(resetAppState);

  it('shows the SPEC messages, and editing a field clears its error without checking it again', async () => {
    const api = stubApi();
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    // The schema loads with the first submit (the page itself arrives as HTML).
    await waitFor(() => expect(field('Name')).toHaveAccessibleDescription(MESSAGES.enterName));
    expect(field('Email')).toHaveAccessibleDescription(MESSAGES.invalidEmail);
    expect(field('Message')).toHaveAccessibleDescription(MESSAGES.enterMessage);
    // One letter is still too short a name: the error goes and stays away until the next send.
    await user.type(field('Name'), 'J');
    expect(field('Name')).not.toHaveAccessibleDescription();
    expect(field('Email')).toHaveAccessibleDescription(MESSAGES.invalidEmail);
    expect(api.requests).toEqual([]);
  });

  it("puts the server's field errors on their fields and says the server's message", async () => {
    stubApi({
      [routeOf(sendContactMessage)]: {
        status: 400,
        body: {
          message: MESSAGES.api.validation,
          errors: [{ field: 'email', message: 'This address cannot receive mail' }],
        },
      },
    });
    const { user } = setup();
    await fillAndSend(user);
    expect(await screen.findByText('This address cannot receive mail')).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('This address cannot receive mail');
    expect(field('Message')).toHaveValue('Hello');
    expect(notifications()).toEqual([[true, MESSAGES.api.validation]]);
    await user.type(field('Email'), 'x');
    expect(field('Email')).not.toHaveAccessibleDescription();
  });

  it('says a field error no field can show in the notification', async () => {
    stubApi({
      [routeOf(sendContactMessage)]: {
        status: 400,
        body: {
          message: MESSAGES.api.validation,
          errors: [{ field: 'subject', message: 'Subject is needed' }],
        },
      },
    });
    const { user } = setup();
    await fillAndSend(user);
    await waitFor(() => expect(notifications()).toEqual([[true, 'Subject is needed']]));
  });

  it('sends, thanks and empties the form', async () => {
    const api = stubApi({
      [routeOf(sendContactMessage)]: { body: { message: PRODUCT_MESSAGES.support.contactThanks } },
    });
    const { user } = setup();
    await fillAndSend(user);
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(api.to(sendContactMessage).map((r) => r.body)).toEqual([
      { name: 'Jamie Park', email: 'jamie@example.com', message: 'Hello' },
    ]);
    expect(notifications()).toEqual([[false, PRODUCT_MESSAGES.support.contactThanks]]);
  });
});
