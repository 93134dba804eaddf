import type { LanguageCatalogues } from '../catalogue';
import { web } from './web';
import { cli } from './cli';
import { server } from './server';
import { regicide } from './regicide';
import { saboteur } from './saboteur';
import { sanguosha } from './sanguosha';
import { godsGambit } from './gods-gambit';

export const be: LanguageCatalogues = {
  web,
  cli,
  server,
  regicide,
  saboteur,
  sanguosha,
  'gods-gambit': godsGambit,
};
