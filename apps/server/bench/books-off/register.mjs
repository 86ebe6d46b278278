// `tsx --import ./apps/server/bench/books-off/register.mjs …`: registers the books-off hooks (hooks.mjs).
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
