// Every message a borrower can receive from a borrower call, in Filipino (issue 30), keyed by its English text: the
// modules keep throwing their English constants and the one error handler swaps the words for a 'fil' caller. Keyed
// by the text, not imported from the modules, so the error path imports no module; borrower-messages.test.ts proves
// every module constant has its entry here, and that each pattern's placeholders are the same in both languages.
// Calm and plain (SEC MC 18 in Filipino too): no threats, no shaming.

/** Fixed texts: English → Filipino. */
export const FIL_TEXTS: Readonly<Record<string, string>> = {
  // sign-in, one-time codes
  'Please enter a valid mobile number, like 09171234567.':
    'Maglagay ng tamang mobile number, gaya ng 09171234567.',
  'The code is not correct.': 'Mali ang code.',
  'Please read the privacy notice and tick that you agree before you give your number.':
    'Basahin muna ang privacy notice at i-tick na sumasang-ayon ka bago mo ibigay ang iyong number.',
  'Please wait a minute before asking for another code.':
    'Maghintay ng isang minuto bago humingi ulit ng code.',
  'Too many codes today. Please try again tomorrow.':
    'Masyadong maraming code ngayong araw. Pakisubukan ulit bukas.',
  'The code has expired. Please ask for a new one.': 'Expired na ang code. Humingi ng bago.',
  'Too many wrong codes. Please ask for a new one.': 'Masyadong maraming maling code. Humingi ng bago.',
  'We could not send the text message. Please try again in a minute.':
    'Hindi namin naipadala ang text. Pakisubukan ulit pagkalipas ng isang minuto.',
  'We could not check codes just now. Please try again in a minute.':
    'Hindi namin ma-check ang code ngayon. Pakisubukan ulit pagkalipas ng isang minuto.',
  // a repayment plan (issue 42, contexts/lending/restructures)
  'This loan has not been paid out: there is nothing to restructure.':
    'Hindi pa naipapadala ang loan na ito: walang maisasaayos.',
  'Only an overdue loan can be restructured.': 'Ang loan lang na lampas na sa due date ang puwedeng isaayos.',
  'This loan is a restructure plan: it cannot be restructured again.':
    'Repayment plan na ang loan na ito: hindi na ito puwedeng isaayos ulit.',
  'A plan has 2 to 6 instalments.': 'May 2 hanggang 6 na hulog ang isang plan.',
  'This plan would cross the SEC caps.': 'Lalampas ang plan na ito sa mga limitasyon ng SEC.',
  'This loan is written off: it cannot be restructured.':
    'Na-write off na ang loan na ito: hindi na ito puwedeng isaayos.',
  'There is no repayment plan offered for this loan.':
    'Walang repayment plan na inaalok para sa loan na ito.',
  'This offer has expired. Please contact us if you still need a repayment plan.':
    'Expired na ang alok na ito. Makipag-ugnayan sa amin kung kailangan mo pa ng repayment plan.',
  'The plan’s figures changed today. Please read the updated disclosure statement before you accept.':
    'Nagbago ngayong araw ang mga halaga ng plan. Basahin muna ang bagong disclosure statement bago ka tumanggap.',
  // card repayment
  'Please choose your bank account again.': 'Piliin ulit ang bank account mo.',
  'We could not find this repayment.': 'Hindi namin makita ang bayad na ito.',
  'This page has expired. Please open it again.': 'Expired na ang page na ito. Buksan ulit.',
  'This coupon is not available.': 'Hindi available ang coupon na ito.',
  'This payment has already been submitted.': 'Naisumite na ang bayad na ito.',
  'This repayment did not go through. Please start again.': 'Hindi natuloy ang bayad na ito. Magsimula ulit.',
  // payments, repayment, rollover
  'Please choose a payment channel.': 'Pumili ng payment channel.',
  'This order has nothing to pay now.': 'Wala pang babayaran sa order na ito ngayon.',
  'The amount does not match what is payable today. Please reload the page.':
    'Hindi tugma ang halaga sa babayaran ngayong araw. I-reload ang page.',
  'This channel does not take this amount. Please choose another channel.':
    'Hindi tinatanggap ng channel na ito ang halagang ito. Pumili ng ibang channel.',
  'This loan cannot be rolled over now.': 'Hindi puwedeng i-rollover ang loan na ito ngayon.',
  'The payment service is busy. Please try again in a moment.':
    'Busy ang payment service. Pakisubukan ulit maya-maya.',
  // paying ahead (issue 30): the instalment page's note when nothing is due
  'Nothing is due today. You can pay ahead any amount from ₱50.00: it is applied to your loan the day it is paid.':
    'Wala kang babayaran ngayon. Puwede kang magbayad nang maaga ng kahit anong halaga mula ₱50.00: ilalapat ito sa loan mo sa araw na nabayaran ito.',
  'What you owe changed while the code was being made. Please reload the page.':
    'Nagbago ang babayaran mo habang ginagawa ang code. I-reload ang page.',
  'We could not find this payment.': 'Hindi namin makita ang bayad na ito.',
  'This order has no such renewal statement.': 'Walang ganitong renewal statement ang order na ito.',
  // bind card
  'Please choose an account type.': 'Pumili ng uri ng account.',
  'Please choose your e-wallet.': 'Piliin ang e-wallet mo.',
  'Please choose your bank.': 'Piliin ang bangko mo.',
  'Please enter your account number, digits only.': 'Ilagay ang account number mo, numero lang.',
  'Please enter the account name as the account shows it (letters only).':
    'Ilagay ang account name gaya ng nakasulat sa account (letra lang).',
  'Please open this page from your order again.': 'Buksan ulit ang page na ito mula sa order mo.',
  // promotion
  'This page is no longer available.': 'Hindi na available ang page na ito.',
  'Please enter a valid mobile number.': 'Maglagay ng tamang mobile number.',
  'The SMS code is not correct.': 'Mali ang SMS code.',
  // complaints (the spec's Spanish toast stays in the English catalogue; Filipino gets its meaning)
  'We could not find this complaint.': 'Hindi namin makita ang reklamong ito.',
  'Please fill in your comments and suggestions': 'Pakisulat ang iyong komento at suhestiyon',
  'El pedido seleccionado no admite el envío de tipo de colección':
    'Hindi puwedeng magpadala ng reklamo tungkol sa collection para sa napiling order',
  'Please choose a question type.': 'Pumili ng uri ng tanong.',
  'Please choose what happened with collection.': 'Piliin kung ano ang nangyari sa collection.',
  'Please choose the order this complaint is about.': 'Piliin ang order na tungkol sa reklamong ito.',
  'This reply is not asking for a rating.': 'Hindi humihingi ng rating ang sagot na ito.',
  // uploads
  'Please choose an image to upload.': 'Pumili ng larawang ia-upload.',
  'Please upload a JPEG, PNG or WebP image.': 'Mag-upload ng JPEG, PNG o WebP na larawan.',
  'This image is larger than 10 MB. Please choose a smaller one.':
    'Lampas sa 10 MB ang larawang ito. Pumili ng mas maliit.',
  'This image is too large. Please choose one under 60 megapixels.':
    'Masyadong malaki ang larawang ito. Pumili ng mas mababa sa 60 megapixels.',
  'We could not save your image just now. Please try again in a few minutes.':
    'Hindi namin na-save ang larawan mo ngayon. Pakisubukan ulit pagkalipas ng ilang minuto.',
  'We could not find this image.': 'Hindi namin makita ang larawang ito.',
  'An image of this complaint was not uploaded by you. Please upload it again.':
    'May larawan sa reklamong ito na hindi ikaw ang nag-upload. I-upload ulit ito.',
  // site
  'We have your messages. Please wait a while before sending another.':
    'Natanggap na namin ang mga mensahe mo. Maghintay muna bago magpadala ulit.',
  // orders, products, loans
  'We could not find this order.': 'Hindi namin makita ang order na ito.',
  'This order is not asking for a rating.': 'Hindi humihingi ng rating ang order na ito.',
  'This loan offer is not available.': 'Hindi available ang loan offer na ito.',
  'The loan amount or term does not match the offer. Please review the offer again.':
    'Hindi tugma ang halaga o termino ng loan sa offer. Tingnan ulit ang offer.',
  'Please read and agree to the loan agreements before you continue.':
    'Basahin at sang-ayunan muna ang mga loan agreement bago magpatuloy.',
  'You already have an active loan with this product. Please repay it before borrowing again.':
    'May active loan ka na sa produktong ito. Bayaran muna ito bago umutang ulit.',
  'This request was already used for a different loan. Please go back to the offer and confirm it again.':
    'Nagamit na ang request na ito sa ibang loan. Bumalik sa offer at i-confirm ulit.',
  'This request was already used for a different application. Please go back to the product and apply again.':
    'Nagamit na ang request na ito sa ibang application. Bumalik sa produkto at mag-apply ulit.',
  'There is no approved offer for this product. Please apply in the app first: we lend only what we approved.':
    'Wala pang approved na offer para sa produktong ito. Mag-apply muna sa app: ang approved lang ang ipinapautang namin.',
  'Please complete your profile (your name, address and ID) before you sign a loan.':
    'Kumpletuhin muna ang profile mo (pangalan, address at ID) bago pumirma ng loan.',
  'Please add an account to receive your loan before you sign.':
    'Magdagdag muna ng account na tatanggap ng loan mo bago pumirma.',
  'You already have a loan open. Please repay it before borrowing again.':
    'May bukas ka pang loan. Bayaran muna ito bago umutang ulit.',
  // the account's deletion
  'You have a loan that is not fully repaid yet. You can delete your account once it is paid off or closed.':
    'May loan ka pang hindi pa bayad nang buo. Puwede mong i-delete ang account mo kapag bayad na o sarado na ito.',
  // agreements, the notification list
  'Invalid position: no agreement at this position': 'Walang agreement sa posisyong ito',
  'The cursor is not one this call gave: poll again without it.':
    'Hindi galing sa listahang ito ang cursor: i-refresh ulit nang wala ito.',
  // the contract's own sentences
  'Please choose English (en) or Filipino (fil).': 'Pumili ng English (en) o Filipino (fil).',
  // issue 40, a new borrower's walk: the payout account in the borrower's own name
  'Please complete your personal details first, so we can check the account is in your name.':
    'Kumpletuhin muna ang personal details mo, para ma-check namin na nasa pangalan mo ang account.',
  'Account name': 'Pangalan sa account',
  // issue 40: a recommended product's grey button, saying why it cannot be taken now
  'Complete your profile first': 'Kumpletuhin muna ang profile mo',
  'Add an account first': 'Magdagdag muna ng account',
  'Repay your loan first': 'Bayaran muna ang loan mo',
  'Application under review': 'Sinusuri pa ang application',
  'Not available yet': 'Hindi pa available',
  'Above your limit for now': 'Lampas sa limit mo sa ngayon',
  // issue 40: the birth date refused at its field, with the rule
  'Birth date: you must be 18 years old or over to borrow, as our loan terms state.':
    'Petsa ng kapanganakan: dapat 18 taong gulang ka o higit pa para makautang, ayon sa aming loan terms.',
  // the same rule alone, as the profile's rule reasons list it (profiles/profile-texts.ts)
  'you must be 18 years old or over to borrow, as our loan terms state.':
    'dapat 18 taong gulang ka o higit pa para makautang, ayon sa aming loan terms.',
};

/**
 * Texts with values in them: the English and the Filipino, each with the same {placeholders}. A placeholder matches
 * any text (the values: an amount, a bank's name, a bank's reason) and is carried into the Filipino as it came.
 */
export const FIL_PATTERNS: readonly { en: string; fil: string }[] = [
  // the one-time codes' texts (never share: the warning every e-wallet gives)
  {
    en: '{appName}: {code} is your sign-in code. It expires in 5 minutes. Never share it with anyone.',
    fil: '{appName}: {code} ang sign-in code mo. Mag-e-expire ito sa loob ng 5 minuto. Huwag itong ibigay kaninuman.',
  },
  {
    en: '{appName}: {code} is your code to pay {amount} from your account. It expires in 5 minutes. Never share it with anyone.',
    fil: '{appName}: {code} ang code mo para magbayad ng {amount} mula sa account mo. Mag-e-expire ito sa loob ng 5 minuto. Huwag itong ibigay kaninuman.',
  },
  {
    en: '{appName}: {code} is your registration code. It expires in 5 minutes. Never share it with anyone.',
    fil: '{appName}: {code} ang registration code mo. Mag-e-expire ito sa loob ng 5 minuto. Huwag itong ibigay kaninuman.',
  },
  {
    en: 'Your bank declined the debit. {reason} Please choose another account or pay by code.',
    fil: 'Hindi tinanggap ng bangko mo ang debit. {reason} Pumili ng ibang account o magbayad gamit ang code.',
  },
  // a chosen amount outside today's range (issue 30)
  { en: 'The smallest payment is {min}.', fil: 'Ang pinakamaliit na bayad ay {min}.' },
  {
    en: 'Please pay your whole balance of {balance}.',
    fil: 'Bayaran ang buong balanse mo na {balance}.',
  },
  {
    en: 'The most you can pay today is {max}, which pays off your loan.',
    fil: 'Ang pinakamalaking puwede mong bayaran ngayon ay {max}, na tatapos sa loan mo.',
  },
  {
    en: 'The most you can pay today is {max}: interest is taken only for the days you have had the loan.',
    fil: 'Ang pinakamalaking puwede mong bayaran ngayon ay {max}: interest lang ng mga araw na hawak mo ang loan ang kinukuha.',
  },
  {
    en: 'Please enter your {wallet} mobile number, like 09171234567.',
    fil: 'Ilagay ang {wallet} mobile number mo, gaya ng 09171234567.',
  },
  {
    en: '{bank} account numbers have {lengths} digits. Please check the number.',
    fil: 'May {lengths} digit ang account number ng {bank}. Pakitingnan ang number.',
  },
  {
    en: 'This amount or term is not offered: {reason}',
    fil: 'Hindi inaalok ang halaga o terminong ito: {reason}',
  },
  // two terms first: their 'or' is Filipino too (credit-texts.ts joins the terms with ' or ')
  {
    en: 'Please choose an amount from {min} to {max} in steps of {step}, and a term of {a} or {b} days.',
    fil: 'Pumili ng halaga mula {min} hanggang {max}, tig-{step} ang agwat, at terminong {a} o {b} araw.',
  },
  {
    en: 'Please choose an amount from {min} to {max} in steps of {step}, and a term of {terms} days.',
    fil: 'Pumili ng halaga mula {min} hanggang {max}, tig-{step} ang agwat, at terminong {terms} araw.',
  },
  {
    en: 'Your limit is {limit} for now. Please choose a lower amount: each loan repaid on time raises your limit.',
    fil: 'Ang limit mo ngayon ay {limit}. Pumili ng mas mababang halaga: tumataas ang limit mo sa bawat loan na nabayaran sa oras.',
  },
  // the address step's city, as the profile words it after the item's title (issue 40)
  {
    en: 'City or municipality: {city} is not in {province}. Please choose a city or municipality of {province}.',
    fil: 'Lungsod o munisipyo: wala ang {city} sa {province}. Pumili ng lungsod o munisipyo sa {province}.',
  },
  // issue 40, a new borrower's walk
  {
    en: 'The account must be in your own name ({legalName}, as in your profile). Please bind an account in your name.',
    fil: 'Dapat nakapangalan sa iyo ang account ({legalName}, gaya ng nasa profile mo). Mag-bind ng account na nasa pangalan mo.',
  },
];
