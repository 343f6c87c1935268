/**
 * How to reach support (spec §3 Contact-us info), written once for everything the server says about
 * it: the contact-us operation (server/handlers/products.ts) and the help pages
 * (server/pages/helpPages.ts). The email is product.json's supportEmail, the rest schemas/contact.json.
 */
import contact from '../../../schemas/contact.json';
import product from '../../../schemas/product.json';
import type { ApiOperations } from '../../../core/api/generated/contractTypes';

export const contactUs = {
  email: product.supportEmail,
  helpCenterUrl: contact.helpCenterUrl,
  phoneNumber: contact.phoneNumber,
  timezone: contact.timezone,
  operationsBusinessHours: contact.operationsBusinessHours,
} satisfies ApiOperations['getContactUs']['response'];
