import { Hono } from 'hono';
import type {
  About,
  AmazonConfig,
  CreditCardConfig,
  ReservationSource,
  StorageConfig,
} from '../../src/contracts/types.ts';
import { type AboutRecord, findAbout, findConfig } from '../data/about.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';

/** The API's about document, field by field; the social links stay left out when unset. */
function aboutView(about: AboutRecord): About {
  return {
    brand: about.brand,
    company: {
      name: about.company.name,
      legalName: about.company.legalName,
      vat: about.company.vat,
      addressInfo: about.company.addressInfo,
    },
    registeredOffice: about.registeredOffice,
    chamberCommerceNumber: about.chamberCommerceNumber,
    ...(about.facebook ? { facebook: about.facebook } : {}),
    ...(about.twitter ? { twitter: about.twitter } : {}),
    ...(about.instagram ? { instagram: about.instagram } : {}),
    ...(about.linkedin ? { linkedin: about.linkedin } : {}),
    uiInfoEmail: about.uiInfoEmail,
    phone: about.phone,
    uiUrl: about.uiUrl,
    demoTrialDays: about.demoTrialDays,
  };
}

/** Application info and configuration documents: about, storage, config/amz, config/cc. */
export const aboutRoutes = new Hono<AppEnv>()
  .get('/about', failureMessage('Error getting application info'), async (c) => {
    const about = await findAbout(c.env.DB);
    if (!about) throw notFound('Error getting application info');
    return c.json(aboutView(about), 200, { 'Cache-Control': 'public, max-age=300' });
  })
  .get('/about/reservations/sources', failureMessage('Error getting reservation sources'), async (c) =>
    c.json((await findConfig<ReservationSource[]>(c.env.DB, 'reservation_sources')) ?? []),
  )
  .get('/about/reservations/channels', failureMessage('Error getting reservation channels'), async (c) =>
    c.json((await findConfig<ReservationSource[]>(c.env.DB, 'reservation_channels')) ?? []),
  )
  .get('/storage', failureMessage('Error getting application storage info'), async (c) => {
    const storage = await findConfig<StorageConfig>(c.env.DB, 'storage');
    if (!storage) throw notFound('Error getting application storage info');
    return c.json(storage);
  })
  .get('/config/amz', failureMessage('Error getting amz config'), async (c) => {
    const amz = await findConfig<AmazonConfig>(c.env.DB, 'amz');
    if (!amz) throw notFound('Error getting amz config');
    return c.json(amz);
  })
  .get('/config/cc', failureMessage('Error getting credit card config'), async (c) => {
    const cc = await findConfig<CreditCardConfig>(c.env.DB, 'cc');
    if (!cc) throw notFound('Error getting credit card config');
    return c.json(cc);
  });
