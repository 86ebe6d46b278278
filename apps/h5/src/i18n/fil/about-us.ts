import type { AboutUsDoc as EnDoc } from '../en/about-us';
import type { Translation } from '../translation';

// The English type pins the spec's quoted title and slogan; here they are free strings in Filipino.
export type AboutUsDoc = Translation<EnDoc>;

export const aboutUs: AboutUsDoc = {
  title: 'Tungkol sa amin',
  welcome:
    'Welcome sa {appName}! Online lending service kami para sa mga Pilipinong kailangan ng pera agad, nang walang abala ng papeles, collateral o mahabang pila. Mag-apply sa phone mo sa ilang minuto, malaman agad ang desisyon at matanggap ang pera diretso sa bank account o e-wallet mo.',
  mission: {
    heading: 'Ang aming misyon',
    text: 'Misyon naming gawing patas, simple at responsable ang pautang para sa bawat Pilipinong nangangailangan. Gusto ka naming tulungan sa emergency, pang-araw-araw na gastos at bagong oportunidad gamit ang loan na naiintindihan mo nang buo bago mo tanggapin, at tulungan kang bumuo ng magandang credit record.',
  },
  advantages: {
    heading: 'Bakit kami',
    items: [
      {
        title: 'Mabilis na approval',
        text: 'Mag-apply online sa ilang minuto gamit lang ang isang valid ID. Karamihan ng application ay may desisyon sa loob ng isang araw, at diretso sa account mo ang pera kapag approved.',
      },
      {
        title: 'Malinaw na fees',
        text: 'Bago ka pumayag, makikita mo sa disclosure statement ang matatanggap mo, bawat fee at ang kabuuang babayaran. Walang nakatagong singil.',
      },
      {
        title: 'Flexible na bayaran',
        text: 'May takdang halaga at termino ang bawat loan product: mag-apply sa bagay sa iyo, at makikita mo ang offer, fixed at kasama ang bawat fee, bago ka pumayag. Magbayad nang buo o hulugan sa bangko, e-wallet at payment center, at i-extend ang due date kapag kailangan mo ng dagdag na oras.',
      },
      {
        title: 'Ligtas at maaasahan',
        text: 'Naka-encrypt at protektado ng Data Privacy Act ang personal data mo. Hindi namin binubuksan ang contacts mo at maayos at magalang kami maningil.',
      },
    ],
  },
  team: {
    heading: 'Ang aming team',
    text: 'Sa likod ng {appName} ay isang team ng mga propesyonal sa finance, risk at technology na may maraming taon ng karanasan sa consumer lending sa Pilipinas. Araw-araw naming pinapanatiling mabilis, ligtas at madaling gamitin ang serbisyo, at iginagalang namin ang bawat borrower.',
  },
  contact: {
    heading: 'Serbisyo sa customer',
    text: 'May tanong o kailangan ng tulong sa loan mo? Masaya kang tutulungan ng customer service team namin. Mag-e-mail sa {email} at sasagot kami sa lalong madaling panahon.',
  },
  slogan: 'Walang collateral na loan, mag-apply kahit kailan!',
};
