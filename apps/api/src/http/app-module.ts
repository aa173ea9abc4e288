import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '@mvno/contracts/api/common';
import type { Router } from './router';

/**
 * What app.ts needs from a domain module (src/modules/<domain>/<domain>-module.ts): its routes
 * from contracts, and raw Fastify routes only where a contract route cannot serve (pages,
 * webhooks, Strapi-shaped content). `name` and `description` become its tag in the API document.
 */
export type AppModule<U> = {
  name: string;
  description: string;
  registerRoutes?: (router: Router<U>) => void;
  register?: (app: FastifyInstance) => Promise<void>;
  /** Endpoints served by `register` that the API document lists too. */
  documents?: Endpoint[];
  close?: () => void | Promise<void>;
};
