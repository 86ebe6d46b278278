// The host app's sign-in in Filipino: the twin of ../host-consent.messages.ts, key for key.
import type { hostConsentMessages as En } from '../host-consent.messages';

export const hostConsentMessages: Record<keyof typeof En, string> = {
  privacyHeading: 'Abiso sa privacy',
  privacyVersion: 'Bersyon {version}',
  privacyIntro:
    'Humihingi ang {company} ng iyong pahintulot bago kumuha ng anumang personal na datos mo, kasama ang iyong mobile number.',
  privacyWhat:
    'Ang kinukuha namin: ang mobile number mo, para ma-sign in ka; pagkatapos, sa profile mo, ang pangalan, petsa ng kapanganakan, address, trabaho at kita, dalawang reference na ita-type mo, litrato ng ID mo at selfie na kinunan gamit ang camera. Wala na kaming ibang binabasa sa telepono mo: walang contacts, walang lokasyon, walang advertising identifier.',
  privacyWhy:
    'Bakit: para matiyak kung sino ka, mapagpasyahan ang loan mo, maipadala at masingil ito, at para sumunod sa batas (SEC, Anti-Money Laundering Act).',
  privacyCic:
    'Impormasyon sa credit: ayon sa Credit Information System Act (RA 9510), iniuulat ng {company} buwan-buwan sa Credit Information Corporation (CIC) ang iyong pangunahing credit data: kung sino ka, bawat loan, at kung paano mo ito binabayaran, nasa oras man o huli. Makikita ito ng mga bangko at lender na aaplayan mo. Maaari mong hingin sa CIC ang iyong credit report, at i-dispute ang mali sa CIC o sa amin.',
  privacyWho:
    'Sino ang nakakakita: ang aming credit at compliance staff. Nakasulat ang pangalan at address mo sa kasunduan ng loan mo.',
  privacyKeep:
    'Gaano katagal: limang taon matapos isara ang account mo, gaya ng hinihingi ng Anti-Money Laundering Act; pagkatapos ay gagawin itong anonymous.',
  privacyRights:
    'Ang mga karapatan mo (Data Privacy Act): malaman, makita at maitama ang datos mo, tumutol, ipabura ito kung walang batas na nag-uutos na itago namin, at magreklamo sa aming data protection officer ({officer}) o sa National Privacy Commission.',
  privacyPolicyLink: 'Basahin ang buong privacy policy',
  privacyConsent:
    'Nabasa ko ang abiso sa privacy at pumapayag ako na iproseso ng {company} ang aking personal na datos ayon dito.',
  privacyConsentFirst: 'I-tick muna na pumapayag ka sa abiso sa privacy bago ilagay ang iyong number.',
  lenderRegistration: 'Blg. ng Rehistro sa SEC: {sec} · Blg. ng Certificate of Authority: {ca}',
};
