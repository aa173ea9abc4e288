/** The language of a customer's pages, kept on the account (decision 053). */
import { z } from 'zod';
import { LANGUAGES } from '../locales/catalogue';
import { defineEndpoint } from './common';

export const zLanguage = z.enum(LANGUAGES);
const zLanguageAnswer = z.object({ language: zLanguage });

export const getAccountLanguage = defineEndpoint({
  operationId: 'getAccountLanguage',
  method: 'GET',
  path: '/app/users/language',
  summary: "The account's language: 'en-US' (the default) or 'es-US'",
  auth: true,
  response: zLanguageAnswer,
});

export const setAccountLanguage = defineEndpoint({
  operationId: 'setAccountLanguage',
  method: 'PUT',
  path: '/app/users/language',
  summary: "Keeps the language the customer chose on the account: 'en-US' or 'es-US'",
  auth: true,
  assistedMay: 'shows the pages in the language the customer asks the agent for; nothing else changes',
  body: zLanguageAnswer,
  response: zLanguageAnswer,
});
