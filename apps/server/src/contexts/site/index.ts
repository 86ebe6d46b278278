// The site context's door: the only file of it another context, a flow, app.ts or a test elsewhere may import.
export { promotionHandlers, registerCaptchaRoute } from './promotion/promotion.routes';
export { PROMO_MESSAGES, channelTemplate, saveTemplate } from './promotion/promotion.service';
export { registerSiteRoutes, siteHandlers } from './site/site.routes';
export { SITE_MESSAGES } from './site/site.service';
