// The texts the server builds for a borrower's screens, in Filipino (issue 40): order details' rows and notices, the
// quote and the decision, the profile steps' form items and notices, Mine's menu, the payout account form, the
// repayment pages and the payment channels' steps, the complaint types. Keyed by the English, like
// borrower-messages.fil.ts: platform/call.ts swaps every text of a 'fil' caller's answer through localize.ts, so the
// modules keep building English. screen-texts.test.ts proves every module's screen text has its entry here, and
// that the Filipino differs from the English except for names, codes and legal documents' titles.
// Worded as a Philippine lender writes to borrowers: plain Tagalog, with the English words borrowers use every day
// (loan, account, e-wallet, code, app) kept; amounts, dates, names and codes as they come.

/** Who sees a profile answer (profile-texts.ts STAFF), as every notice closes. */
const STAFF = 'Seen only by our credit and compliance staff';
const STAFF_FIL = 'Ang credit at compliance staff lang namin ang nakakakita nito';

/** Fixed texts: English → Filipino. */
export const FIL_SCREEN_TEXTS: Readonly<Record<string, string>> = {
  // order details: status, notices, rows (orders/order-texts.ts)
  'Under review': 'Sinusuri pa',
  'Approved, disbursing': 'Aprubado, ipinapadala na',
  'Loan application failed': 'Hindi naaprubahan ang loan',
  'Repayment processing': 'Pinoproseso ang bayad',
  'To be repaid': 'Babayaran pa',
  Overdue: 'Lampas na sa due date',
  'Loan settled': 'Bayad na ang loan',
  'We are reviewing your application. A decision is made within 1 day.':
    'Sinusuri namin ang application mo. Malalaman mo ang desisyon sa loob ng 1 araw.',
  'Your loan is approved. Funds reach your account within 1 to 3 days.':
    'Aprubado ang loan mo. Darating ang pera sa account mo sa loob ng 1 hanggang 3 araw.',
  'We could not approve this loan. You can apply for another product below.':
    'Hindi namin naaprubahan ang loan na ito. Puwede kang mag-apply sa ibang produkto sa ibaba.',
  'We received your payment and are confirming it with the payment channel.':
    'Natanggap namin ang bayad mo at kinukumpirma pa namin ito sa payment channel.',
  'Thank you! Your loan is fully repaid.': 'Salamat! Bayad na nang buo ang loan mo.',
  'Repay on time to keep a good credit record and raise your limit.':
    'Magbayad sa tamang oras para manatiling maganda ang credit record mo at tumaas ang limit mo.',
  'Late charges are added every day until you repay.':
    'Nadadagdagan ng late charge araw-araw hanggang makabayad ka.',
  'This loan is covered by the SEC caps: late penalties never exceed 5% per month of the amount due, and total charges never exceed 100% of the principal.':
    'Sakop ang loan na ito ng mga limitasyon ng SEC: hindi lalampas sa 5% kada buwan ng halagang dapat bayaran ang multa sa pagkaantala, at hindi lalampas sa 100% ng prinsipal ang kabuuang singil.',
  'Order No.': 'Numero ng order',
  'Closed into repayment plan': 'Isinara at inilipat sa repayment plan',
  'Repayment plan of order': 'Repayment plan ng order',
  'Loan amount': 'Halaga ng loan',
  'Loan term': 'Tagal ng loan',
  'Apply date': 'Petsa ng pag-apply',
  'Disbursed on': 'Naipadala noong',
  'Due date': 'Petsa ng pagbabayad',
  Interest: 'Interes',
  Fees: 'Mga bayarin',
  'Late penalty': 'Multa sa pagkaantala',
  'Penalty waived': 'Multang inalis',
  'Late interest': 'Interes sa pagkaantala',
  'Days overdue': 'Mga araw na lampas',
  'Amount paid': 'Halagang nabayaran',
  'Outstanding amount': 'Natitirang babayaran',
  'To pay off today': 'Pambayad nang buo ngayon',
  'Interest you save by paying off today': 'Interes na matitipid mo kung babayaran nang buo ngayon',
  'Early repayment from': 'Puwedeng magbayad nang maaga simula',
  'Amount received': 'Halagang matatanggap',
  'Total repayment': 'Kabuuang babayaran',
  'Effective interest rate': 'Epektibong interest rate',
  'Disbursement account': 'Account na pinadalhan',
  'Bind your repayment account': 'I-bind ang account mong pambayad',
  'Bind a bank account or e-wallet so you can receive funds and repay in one tap.':
    'Mag-bind ng bank account o e-wallet para matanggap mo ang pera at makabayad sa isang tap.',
  'Repay only through the channels shown in this app. Our staff will never ask you to send money to a personal account.':
    'Magbayad lang sa mga channel na nasa app na ito. Hindi ka kailanman hihingan ng aming staff na magpadala ng pera sa personal na account.',

  // payouts (payouts/payout-texts.ts)
  'Where should we send your loan?': 'Saan namin ipapadala ang loan mo?',
  'Bind the bank account or e-wallet in your name that should receive the money. We send it as soon as you do.':
    'I-bind ang bank account o e-wallet na nakapangalan sa iyo na tatanggap ng pera. Ipapadala namin ito agad pagka-bind mo.',
  'We could not send your loan': 'Hindi namin naipadala ang loan mo',
  'Bind an account in your name': 'Mag-bind ng account na nakapangalan sa iyo',

  // the quote, the decision and Home (credit/credit-texts.ts)
  'Please complete your profile before you apply.': 'Kumpletuhin muna ang profile mo bago mag-apply.',
  'You must be 18 years old or over to borrow, as our loan terms state.':
    'Dapat 18 taong gulang ka o higit pa para makahiram, ayon sa aming loan terms.',
  'Our loans are for Filipino citizens only, as our loan terms state.':
    'Para sa mga mamamayang Pilipino lang ang aming mga loan, ayon sa aming loan terms.',
  'You already have a loan open. Please repay it before you apply again: we lend one loan at a time.':
    'May bukas ka pang loan. Bayaran muna ito bago mag-apply ulit: isang loan lang ang ipinapautang namin sa bawat pagkakataon.',
  'Your last application is still being reviewed. We will tell you the result within 1 day.':
    'Sinusuri pa ang huli mong application. Sasabihin namin sa iyo ang resulta sa loob ng 1 araw.',
  'Please add an account to receive your loan before you apply.':
    'Magdagdag muna ng account na tatanggap ng loan mo bago mag-apply.',
  'The ID number you gave is already on another account: a person will review your application.':
    'Nakatala na sa ibang account ang ID number na ibinigay mo: isang tao ang susuri sa application mo.',
  'Passed.': 'Pasado.',
  'A person is reviewing your application. We will tell you the result within 1 day.':
    'May taong sumusuri sa application mo. Sasabihin namin sa iyo ang resulta sa loob ng 1 araw.',
  'Approved after review (demo mode).': 'Naaprubahan matapos suriin (demo mode).',
  'Complete your profile to apply.': 'Kumpletuhin ang profile mo para makapag-apply.',
  'Add an account to receive your loan.': 'Magdagdag ng account na tatanggap ng loan mo.',
  'You have a loan open. Repay it to borrow again.': 'May bukas kang loan. Bayaran ito para makahiram ulit.',
  'Your application is being reviewed. We will tell you the result within 1 day.':
    'Sinusuri ang application mo. Sasabihin namin sa iyo ang resulta sa loob ng 1 araw.',
  'Filipino citizen, 18 years old or over': 'Mamamayang Pilipino, 18 taong gulang o higit pa',
  'A complete profile: your details, address, a government ID and a selfie, and two references':
    'Kumpletong profile: ang mga detalye mo, address, isang government ID at selfie, at dalawang reference',
  'An account of your own (bank or e-wallet) to receive the loan':
    'Sariling account (bangko o e-wallet) na tatanggap ng loan',
  'No other loan open with us': 'Walang ibang bukas na loan sa amin',
  'A decision within 1 day; the money is sent to your account within 1 to 3 days after you confirm':
    'Desisyon sa loob ng 1 araw; ipapadala ang pera sa account mo sa loob ng 1 hanggang 3 araw matapos mong kumpirmahin',

  // the loan confirmation (loans/loan-texts.ts, loans.service.ts); the documents' titles stay English
  'First repayment date': 'Unang petsa ng pagbabayad',
  // the demo catalogue's products (staff configure a product's wording; the demo's is written here): the recommended
  // products' cards, the confirmation's button and pop-ups, descriptions and fees' labels
  'Apply now': 'Mag-apply na',
  'Not available': 'Hindi pa puwede',
  'Apply at partner': 'Mag-apply sa partner',
  'Offered by a partner lender': 'Alok ng isang partner na nagpapautang',
  'Fast approval': 'Mabilis na approval',
  'No collateral': 'Walang kolateral',
  'Higher amount': 'Mas malaking halaga',
  'Repeat clients': 'Para sa mga bumabalik na kliyente',
  Instalments: 'Hulugan',
  Flexible: 'Maluwag na bayaran',
  Regional: 'Pang-rehiyon',
  Partner: 'Partner na nagpapautang',
  'Bigger limit': 'Mas mataas na limit',
  Fast: 'Mabilis',
  'Claim my cash': 'Kunin ang pera ko',
  'Your ₱5,000 loan is ready. Confirm now and receive it within 1 to 3 days.':
    'Handa na ang ₱5,000 mong loan. Kumpirmahin na at matatanggap mo ito sa loob ng 1 hanggang 3 araw.',
  'Tap below to receive your loan.': 'I-tap sa ibaba para matanggap ang loan mo.',
  'Stay and finish your application?': 'Manatili at tapusin ang application mo?',
  'Your approved loan is waiting. Tap Agree to stay and finish it. If you tap Cancel and leave, you will have to apply again.':
    'Naghihintay ang naaprubahan mong loan. I-tap ang Sang-ayon para manatili at tapusin ito. Kung i-tap mo ang Kanselahin at umalis, kailangan mong mag-apply ulit.',
  '91 days, one payment': '91 araw, isang bayaran',
  '180 days, one payment': '180 araw, isang bayaran',
  '3 payments over 180 days': '3 hulog sa loob ng 180 araw',
  // the demo promotion's selling points (staff write a landing's texts; the seeded ones read as the site's)
  'Apply with one valid ID': 'Mag-apply gamit ang isang valid ID',
  'Decision within 1 day': 'Desisyon sa loob ng 1 araw',
  'Service fee': 'Bayad sa serbisyo',
  'Processing fee': 'Bayad sa pagproseso',
  'Get my loan': 'Kunin ang loan ko',
  'Your application could not be completed': 'Hindi natapos ang application mo',
  'Joint login failed: our partner could not verify your account. You can apply for one of these products instead.':
    'Hindi natuloy ang joint login: hindi ma-verify ng partner namin ang account mo. Puwede kang mag-apply sa isa sa mga produktong ito.',

  // the repayment pages (repayment/repayment-texts.ts)
  'Rollover payment': 'Rollover na bayad',
  'Pay today': 'Bayaran ngayon',
  'New due date': 'Bagong due date',
  'Interest and late charges to date': 'Interes at late charge hanggang ngayon',
  'Due at the new due date': 'Babayaran sa bagong due date',
  'Pay the exact amount with the reference number. Your payment shows here within minutes of the gateway confirming it.':
    'Bayaran ang eksaktong halaga gamit ang reference number. Lalabas dito ang bayad mo ilang minuto matapos itong kumpirmahin ng gateway.',
  'Nothing is due today. Your next payment date is shown above.':
    'Wala kang babayaran ngayon. Nasa itaas ang susunod mong petsa ng pagbabayad.',
  'Paying the rollover amount moves your due date; the principal and the fees are due at the new date.':
    'Kapag binayaran mo ang rollover, maililipat ang due date mo; ang prinsipal at ang mga bayarin ay babayaran sa bagong petsa.',
  Instalment: 'Hulog',
  'Due today': 'Babayaran ngayon',
  'Outstanding balance': 'Natitirang balanse',

  // receipts (payments/receipts.service.ts)
  'Legal charges': 'Mga legal na singil',
  'Enforcement costs': 'Gastos sa paniningil',
  Principal: 'Prinsipal',
  Rollover: 'Rollover na bayad',
  'Rollover: interest to the old due date': 'Rollover: interes hanggang sa lumang due date',
  'Rollover: late penalty': 'Rollover: multa sa pagkaantala',
  'Rollover: late interest': 'Rollover: interes sa pagkaantala',
  // the statement of account (payments/statement.service.ts)
  'Rollover charges paid': 'Mga singil na nabayaran sa rollover',

  // the payment channels' steps (payments/channels.ts)
  'Payment rules': 'Mga patakaran sa pagbabayad',
  'Before you pay': 'Bago ka magbayad',
  'Pay the exact amount shown. A different amount is not accepted.':
    'Bayaran ang eksaktong halagang nakalagay. Hindi tinatanggap ang ibang halaga.',
  'One payment per code: generate a new code for another payment.':
    'Isang bayad bawat code: gumawa ng bagong code para sa isa pang bayad.',
  'Give the reference number and the exact amount.': 'Ibigay ang reference number at ang eksaktong halaga.',
  'Keep the receipt until your payment shows in the app.':
    'Itago ang resibo hanggang lumabas ang bayad mo sa app.',
  'Choose Payment Solutions, then Dragonpay.': 'Piliin ang Payment Solutions, saka Dragonpay.',
  'Enter the reference number and the exact amount, then confirm.':
    'Ilagay ang reference number at ang eksaktong halaga, saka kumpirmahin.',
  'Any 7-Eleven store (CLIQQ kiosk or cashier)': 'Kahit anong 7-Eleven (CLIQQ kiosk o cashier)',
  'Any Cebuana Lhuillier branch': 'Kahit anong sangay ng Cebuana Lhuillier',
  'Any M Lhuillier branch': 'Kahit anong sangay ng M Lhuillier',
  'Any Palawan Express Pera Padala branch': 'Kahit anong sangay ng Palawan Express Pera Padala',
  'Any BDO branch, bills payment slip': 'Kahit anong sangay ng BDO, gamit ang bills payment slip',
  'Pay by online banking': 'Magbayad sa online banking',
  'Your bank’s app or website': 'Ang app o website ng bangko mo',
  'Log in and choose Pay Bills.': 'Mag-log in at piliin ang Pay Bills.',
  'Pick Dragonpay as the biller and enter the reference number.':
    'Piliin ang Dragonpay bilang biller at ilagay ang reference number.',
  'Pay the exact amount and keep the confirmation.':
    'Bayaran ang eksaktong halaga at itago ang confirmation.',
  'Pay by QR Ph': 'Magbayad gamit ang QR Ph',
  'Any QR Ph bank or e-wallet app': 'Kahit anong bank o e-wallet app na may QR Ph',
  'Open your bank or e-wallet app and choose Scan QR.':
    'Buksan ang bank o e-wallet app mo at piliin ang Scan QR.',
  'Scan the code, check the amount and the reference, then pay.':
    'I-scan ang code, tingnan ang halaga at ang reference, saka magbayad.',

  // the profile steps (profiles/profile-texts.ts, certify-items.ts)
  'Basic information': 'Pangunahing impormasyon',
  'Personal information': 'Personal na impormasyon',
  'Work and income': 'Trabaho at kita',
  'Loan purpose': 'Layunin ng loan',
  'Home address': 'Tirahan',
  Identity: 'Pagkakakilanlan',
  References: 'Mga reference',
  [`Your name, birth date, sex and nationality tell us who you are: the law lets us lend only to Filipino adults, and your name goes on your loan agreement. ${STAFF}, and printed on your own agreement.`]: `Sa pangalan, petsa ng kapanganakan, kasarian at nasyonalidad mo namin malalaman kung sino ka: sa mga Pilipinong nasa hustong gulang lang kami pinapayagan ng batas na magpautang, at nakasulat ang pangalan mo sa loan agreement mo. ${STAFF_FIL}, at nakalimbag ito sa sarili mong agreement.`,
  [`Your civil status, education, e-mail and dependants help us offer an amount you can repay. ${STAFF}.`]: `Sa civil status, pinag-aralan, e-mail at mga umaasa sa iyo, makakapag-alok kami ng halagang kaya mong bayaran. ${STAFF_FIL}.`,
  [`Your work, income and pay day tell us how much you can borrow and when a due date suits you. We do not contact your employer. ${STAFF}.`]: `Sa trabaho, kita at araw ng sahod mo namin malalaman kung magkano ang puwede mong hiramin at kailan babagay ang due date. Hindi namin kinokontak ang employer mo. ${STAFF_FIL}.`,
  [`The purpose of the loan and the source of your funds are asked of every borrower under the Anti-Money Laundering Act. ${STAFF}, and by the Anti-Money Laundering Council only if the law requires it.`]: `Itinatanong sa bawat borrower ang layunin ng loan at ang pinagmumulan ng pera mo, ayon sa Anti-Money Laundering Act. ${STAFF_FIL}, at ng Anti-Money Laundering Council lang kung hinihingi ng batas.`,
  [`Your address goes on your loan agreement and is where written notices are sent. We do not visit or contact your neighbours. ${STAFF}, and printed on your own agreement.`]: `Nakasulat ang address mo sa loan agreement mo at doon ipinapadala ang mga nakasulat na abiso. Hindi namin binibisita o kinokontak ang mga kapitbahay mo. ${STAFF_FIL}, at nakalimbag ito sa sarili mong agreement.`,
  [`A government ID, its photo and a selfie prove you are its holder and protect you from someone borrowing in your name. The photos are the ones you take now; we never read your gallery. ${STAFF}. Deleted when your data is anonymised.`]: `Pinapatunayan ng government ID, ng litrato nito at ng selfie na ikaw ang may-ari nito, at pinoprotektahan ka nito laban sa ibang mangungutang sa pangalan mo. Ang mga litratong kukunan mo ngayon lang ang gagamitin; hindi namin binubuksan ang gallery mo. ${STAFF_FIL}. Buburahin kapag ginawang anonymous ang datos mo.`,
  [`Two people who know you, typed by you: the app never reads your contact list. We may call them only to confirm who you are if we cannot reach you; we never tell them about your loan or ask them to pay (SEC MC 18 s.2019). ${STAFF}.`]: `Dalawang taong nakakakilala sa iyo, ikaw ang magta-type: hindi kailanman binabasa ng app ang contact list mo. Tatawagan lang namin sila para kumpirmahin kung sino ka kapag hindi ka namin makontak; hindi namin sasabihin sa kanila ang tungkol sa loan mo at hindi namin sila pasisingilin (SEC MC 18 s.2019). ${STAFF_FIL}.`,
  [`Your legal name, as on your ID: it goes on your loan agreement. ${STAFF}.`]: `Ang legal na pangalan mo, gaya ng nasa ID mo: nakasulat ito sa loan agreement mo. ${STAFF_FIL}.`,
  [`To confirm you are 18 or older, as the loan terms require. ${STAFF}.`]: `Para makumpirmang 18 taong gulang ka o higit pa, ayon sa loan terms. ${STAFF_FIL}.`,
  [`As on your ID, to match you with it. ${STAFF}.`]: `Gaya ng nasa ID mo, para maitugma ka rito. ${STAFF_FIL}.`,
  [`The loan terms are for Filipino citizens. ${STAFF}.`]: `Para sa mga mamamayang Pilipino ang loan terms. ${STAFF_FIL}.`,
  [`Helps us offer an amount you can repay. ${STAFF}.`]: `Para makapag-alok kami ng halagang kaya mong bayaran. ${STAFF_FIL}.`,
  [`Optional: for receipts and notices by e-mail. Never shared for marketing. ${STAFF}.`]: `Hindi kailangan: para sa mga resibo at abiso sa e-mail. Hindi kailanman ibinabahagi para sa marketing. ${STAFF_FIL}.`,
  [`How many people live on your income: helps us offer an amount you can repay. ${STAFF}.`]: `Ilang tao ang umaasa sa kita mo: para makapag-alok kami ng halagang kaya mong bayaran. ${STAFF_FIL}.`,
  [`Tells us how you earn. ${STAFF}.`]: `Para malaman namin kung paano ka kumikita. ${STAFF_FIL}.`,
  [`We do not contact your employer. ${STAFF}.`]: `Hindi namin kinokontak ang employer mo. ${STAFF_FIL}.`,
  [`Your usual monthly take-home pay: the amount we offer is kept within what you can repay. ${STAFF}.`]: `Ang karaniwang buwanang take-home pay mo: hindi lalampas sa kaya mong bayaran ang halagang iaalok namin. ${STAFF_FIL}.`,
  [`So a due date can fall just after you are paid. ${STAFF}.`]: `Para matapat ang due date pagkatapos mong sumahod. ${STAFF_FIL}.`,
  [`Asked of every borrower under the Anti-Money Laundering Act. ${STAFF}.`]: `Itinatanong sa bawat borrower ayon sa Anti-Money Laundering Act. ${STAFF_FIL}.`,
  [`Where the money you repay with comes from, asked under the Anti-Money Laundering Act. ${STAFF}.`]: `Kung saan galing ang perang ipambabayad mo, itinatanong ayon sa Anti-Money Laundering Act. ${STAFF_FIL}.`,
  [`Goes on your loan agreement; written notices are sent there. ${STAFF}.`]: `Nakasulat sa loan agreement mo; doon ipinapadala ang mga nakasulat na abiso. ${STAFF_FIL}.`,
  [`The ID you will photograph. ${STAFF}.`]: `Ang ID na kukunan mo ng litrato. ${STAFF_FIL}.`,
  [`Checked against the ID's photo. ${STAFF}.`]: `Itinutugma sa litrato ng ID. ${STAFF_FIL}.`,
  [`The camera opens to take it now: we never read your gallery. ${STAFF}; deleted when your data is anonymised.`]: `Bubukas ang camera para kunan ito ngayon: hindi namin binubuksan ang gallery mo. ${STAFF_FIL}; buburahin kapag ginawang anonymous ang datos mo.`,
  [`A photo of you now, compared with your ID's photo. ${STAFF}; deleted when your data is anonymised.`]: `Litrato mo ngayon, ikinukumpara sa litrato ng ID mo. ${STAFF_FIL}; buburahin kapag ginawang anonymous ang datos mo.`,
  [`Typed by you: the app never reads your contacts. We never tell a reference about your loan. ${STAFF}.`]: `Ikaw ang magta-type: hindi kailanman binabasa ng app ang mga contact mo. Hindi namin sinasabi sa reference ang tungkol sa loan mo. ${STAFF_FIL}.`,
  // the form items
  'First name': 'Pangalan',
  'Middle name': 'Gitnang pangalan',
  'Last name': 'Apelyido',
  'Birth date': 'Petsa ng kapanganakan',
  Sex: 'Kasarian',
  Nationality: 'Nasyonalidad',
  'As on your ID': 'Gaya ng nasa ID mo',
  'Leave blank if you have none': 'Iwanang blangko kung wala',
  Male: 'Lalaki',
  Female: 'Babae',
  Filipino: 'Pilipino',
  Other: 'Iba pa',
  'Civil status': 'Civil status (katayuang sibil)',
  Single: 'Walang asawa',
  Married: 'May asawa',
  Widowed: 'Balo',
  Separated: 'Hiwalay',
  Annulled: 'Na-annul ang kasal',
  'Highest education': 'Pinakamataas na pinag-aralan',
  Elementary: 'Elementarya',
  'High school': 'Hayskul',
  Vocational: 'Bokasyonal',
  College: 'Kolehiyo',
  Postgraduate: 'Masteral o doktorado',
  Optional: 'Hindi kailangan',
  Dependants: 'Mga umaasa sa iyo',
  'People who live on your income': 'Mga taong umaasa sa kita mo',
  Employment: 'Trabaho',
  'Employed (private company)': 'Empleyado (pribadong kompanya)',
  'Government employee': 'Empleyado ng gobyerno',
  'Overseas Filipino worker (OFW)': 'Overseas Filipino worker (OFW) o manggagawa sa ibang bansa',
  'Self-employed or business owner': 'May sariling hanapbuhay o negosyo',
  Freelancer: 'Freelancer o raket',
  'Retired or pensioner': 'Retirado o pensiyonado',
  'Not employed': 'Walang trabaho',
  'Employer or business': 'Employer o negosyo',
  'Company or business name': 'Pangalan ng kompanya o negosyo',
  'Monthly income': 'Buwanang kita',
  'In pesos, e.g. 18000': 'Sa piso, hal. 18000',
  'Next pay day': 'Susunod na sahod',
  'Purpose of the loan': 'Layunin ng loan',
  'Bills and utilities': 'Mga bayarin sa bahay (kuryente, tubig)',
  'Medical or emergency': 'Pampagamot o emergency',
  'School fees': 'Bayad sa paaralan',
  'Business capital': 'Puhunan sa negosyo',
  'Household needs and appliances': 'Pangangailangan sa bahay at appliances',
  Travel: 'Biyahe',
  'Paying other debts': 'Pambayad sa ibang utang',
  'Source of funds': 'Pinagmumulan ng pera',
  'Where the money you repay with comes from': 'Kung saan galing ang perang ipambabayad mo',
  Salary: 'Sahod',
  'Business income': 'Kita sa negosyo',
  'Remittance from family abroad': 'Padala ng pamilya mula sa ibang bansa',
  Pension: 'Pensiyon',
  'Allowance or family support': 'Allowance o tulong ng pamilya',
  Province: 'Probinsya',
  'City or municipality': 'Lungsod o bayan',
  'House number and street': 'Numero ng bahay at kalye',
  'House no., street, subdivision': 'Blg. ng bahay, kalye, subdivision',
  'Government ID': 'Government ID (ID mula sa gobyerno)',
  "Driver's licence": 'Lisensya sa pagmamaneho',
  Passport: 'Pasaporte',
  'ID number': 'Numero ng ID',
  'As printed on the ID': 'Gaya ng nakalimbag sa ID',
  'Photo of your ID': 'Litrato ng ID mo',
  Selfie: 'Selfie mo',
  'The front of the ID, all four corners': 'Harap ng ID, kita ang apat na sulok',
  'Your face, in good light, without glasses': 'Ang mukha mo, maliwanag, walang salamin',
  'Reference 1: name': 'Unang reference: pangalan',
  'Reference 2: name': 'Ikalawang reference: pangalan',
  'First and last name': 'Pangalan at apelyido',
  'Reference 1: relation': 'Unang reference: kaugnayan',
  'Reference 2: relation': 'Ikalawang reference: kaugnayan',
  'How you know them': 'Paano mo siya kilala',
  'Reference 1: mobile number': 'Unang reference: mobile number niya',
  'Reference 2: mobile number': 'Ikalawang reference: mobile number niya',
  Parent: 'Magulang',
  'Spouse or partner': 'Asawa o kinakasama',
  'Brother or sister': 'Kapatid',
  'Son or daughter': 'Anak',
  'Other relative': 'Ibang kamag-anak',
  Friend: 'Kaibigan',
  'Co-worker': 'Katrabaho',
  // the form items' refusals, worded after the item's title ("Birth date: …")
  'please fill this in.': 'pakisagutan ito.',
  'please choose one of the options.': 'pumili ng isa sa mga pagpipilian.',
  'please use digits only.': 'numero lang ang ilagay.',
  'this is too long.': 'masyadong mahaba ito.',
  'please enter a real date, like 1990-05-31.': 'maglagay ng totoong petsa, gaya ng 1990-05-31.',
  'please take the photo again.': 'kunan ulit ang litrato.',
  'please use letters, spaces, dots, apostrophes and hyphens only, as on your ID.':
    'letra, espasyo, tuldok, kudlit at gitling lang, gaya ng nasa ID mo.',
  'the date cannot be in the future.': 'hindi puwedeng petsa sa hinaharap.',
  'please check the year.': 'pakitingnan ang taon.',
  'please enter an e-mail address like juan@example.com, or leave it blank.':
    'maglagay ng e-mail address gaya ng juan@example.com, o iwanang blangko.',
  'please enter a number from 0 to 20.': 'maglagay ng numero mula 0 hanggang 20.',
  'please enter your employer or business.': 'ilagay ang employer o negosyo mo.',
  'please enter your monthly income in pesos, up to ₱9,999,999.':
    'ilagay ang buwanang kita mo sa piso, hanggang ₱9,999,999.',
  'please enter your next pay day, within the next 45 days.':
    'ilagay ang susunod mong sahod, sa loob ng susunod na 45 araw.',
  'please choose a city or municipality of the province you chose.':
    'pumili ng lungsod o bayan sa probinsyang pinili mo.',
  'please enter your barangay.': 'ilagay ang barangay mo.',
  'please enter your house number and street.': 'ilagay ang numero ng bahay at kalye mo.',
  'a PhilSys card number (PCN) has 16 digits.': 'may 16 na digit ang PhilSys card number (PCN).',
  'a UMID common reference number (CRN) has 12 digits.':
    'may 12 digit ang UMID common reference number (CRN).',
  "a driver's licence number looks like N01-12-123456.":
    'ganito ang itsura ng numero ng lisensya: N01-12-123456.',
  'a passport number looks like P1234567A.': 'ganito ang itsura ng numero ng pasaporte: P1234567A.',
  'an SSS number has 10 digits.': 'may 10 digit ang SSS number.',
  'a PRC licence number has 7 digits.': 'may 7 digit ang numero ng PRC license.',
  'a postal ID number (PRN) has 12 digits, sometimes with a letter after.':
    'may 12 digit ang postal ID number (PRN), minsan may letra sa dulo.',
  "a voter's identification number (VIN) has 16 to 26 letters and digits.":
    "may 16 hanggang 26 na letra at digit ang voter's identification number (VIN).",
  'please enter a mobile number like 09171234567.': 'maglagay ng mobile number gaya ng 09171234567.',
  'please enter someone else’s number, not your own.': 'numero ng ibang tao ang ilagay, hindi ang sa iyo.',
  'please name two different people.': 'dalawang magkaibang tao ang ilagay.',

  // Mine (profiles/profile-texts.ts MENU_TEXTS)
  'My loans': 'Mga loan ko',
  'Payment account': 'Account na pambayad',
  Complaints: 'Mga reklamo',
  'Customer service': 'Serbisyo sa customer',
  'Privacy policy': 'Patakaran sa privacy',
  'About us': 'Tungkol sa amin',
  'Loan terms': 'Mga tuntunin ng loan',

  // the payout account form (bind-card/bind-card-items.ts); banks' and e-wallets' names stay
  'Account type': 'Uri ng account',
  'Choose where you receive and repay': 'Piliin kung saan ka tatanggap at magbabayad',
  'Bank account': 'Account sa bangko',
  'Choose your e-wallet': 'Piliin ang e-wallet mo',
  Bank: 'Bangko',
  'Choose your bank': 'Piliin ang bangko mo',
  'Account number': 'Numero ng account',
  'Digits only, as on your passbook or app': 'Numero lang, gaya ng nasa passbook o app mo',
  'Account name': 'Pangalan sa account',
  'Your name as the account shows it': 'Ang pangalan mo gaya ng nakalagay sa account',

  // complaints (complaints/complaint-texts.ts)
  Collection: 'Paniningil',
  Repayment: 'Pagbabayad',
  'Loan application and disbursement': 'Pag-apply at pagpapadala ng loan',
  'Interest, fees and charges': 'Interes, bayarin at singil',
  'Personal data and privacy': 'Personal na datos at privacy',
  'App and account': 'App at account',
  'Threats, harassment or abuse': 'Pagbabanta, panliligalig o pang-aabuso',
  'Contacting my contacts or employer': 'Pagkontak sa mga contact o employer ko',
  'Calls or messages between 10 PM and 6 AM': 'Tawag o mensahe mula 10 PM hanggang 6 AM',
  'Insulting or profane language': 'Pang-iinsulto o pagmumura',
  'False or misleading claims': 'Mali o nakalilinlang na pahayag',
  'Other collection conduct': 'Iba pang asal sa paniningil',
  Submitted: 'Naipadala',
  'In progress': 'Inaasikaso',
  Replied: 'Nasagot na',
  Closed: 'Sarado na',
  Processing: 'Inaasikaso',
  Completed: 'Tapos na',
};

/**
 * Texts with values in them: the English and the Filipino, each with the same {placeholders}. A placeholder
 * matches any text (an amount, a date, a channel's name) and is carried into the Filipino as it came; each pattern
 * keeps enough fixed words that a borrower's own data cannot match it.
 */
export const FIL_SCREEN_PATTERNS: readonly { en: string; fil: string }[] = [
  // order details (orders/order-texts.ts)
  { en: 'Please repay {amount} by {date}.', fil: 'Bayaran ang {amount} hanggang {date}.' },
  {
    en: 'Your loan is overdue. Please repay {amount} now to stop late charges.',
    fil: 'Lampas na sa due date ang loan mo. Bayaran na ang {amount} para matigil ang mga late charge.',
  },
  { en: '{amount} will be returned to you.', fil: 'Ibabalik sa iyo ang {amount}.' },
  // a repayment plan offered (issue 42, contexts/lending/restructures/offer.ts), one per late-charge rule
  {
    en: 'We can turn this loan into a repayment plan of {count} instalments, {amount} in all, the first due {date}. Your late charges are waived, and no new late charges are added. Read the disclosure statement, then accept or decline by {until}.',
    fil: 'Puwede naming gawing repayment plan ang loan na ito: {count} na hulog, {amount} lahat, ang una ay sa {date}. Inalis na ang mga late charge mo, at wala nang madadagdag na bago. Basahin ang disclosure statement, saka tanggapin o tanggihan ito hanggang {until}.',
  },
  {
    en: 'We can turn this loan into a repayment plan of {count} instalments, {amount} in all, the first due {date}. Your late charges are frozen, and no new late charges are added. Read the disclosure statement, then accept or decline by {until}.',
    fil: 'Puwede naming gawing repayment plan ang loan na ito: {count} na hulog, {amount} lahat, ang una ay sa {date}. Hindi na lalaki ang mga late charge mo, at wala nang madadagdag na bago. Basahin ang disclosure statement, saka tanggapin o tanggihan ito hanggang {until}.',
  },
  {
    en: 'Your payment of {amount} through {channel} did not go through, and nothing was taken. Tap Repayment to choose a payment method and try again.',
    fil: 'Hindi natuloy ang bayad mong {amount} sa {channel}, at walang nabawas. I-tap ang Bayad para pumili ng paraan ng pagbayad at subukan ulit.',
  },
  {
    en: 'Your {channel} code for {amount} expired before it was paid, and nothing was taken. Tap Repayment to get a new code.',
    fil: 'Nag-expire ang {channel} code mo para sa {amount} bago ito nabayaran, at walang nabawas. I-tap ang Bayad para kumuha ng bagong code.',
  },
  // payouts (payouts/payout-texts.ts)
  {
    en: 'We could not send your loan to {account}: {reason}. Please bind another account in your name, and we will send it again.',
    fil: 'Hindi namin naipadala ang loan mo sa {account}: {reason}. Mag-bind ng ibang account na nakapangalan sa iyo, at ipapadala namin ulit.',
  },
  {
    en: 'We have not sent your loan to {account}: that account is in the name of {holder}, and your loan can only go to an account in your own name, as in your profile. Please bind an account in your name, and we will send it then.',
    fil: 'Hindi pa namin naipapadala ang loan mo sa {account}: nakapangalan ang account na iyon kay {holder}, at sa account lang na nakapangalan sa iyo, gaya ng nasa profile mo, puwedeng ipadala ang loan mo. Mag-bind ng account na nakapangalan sa iyo, at ipapadala namin ito pagkatapos.',
  },
  {
    en: 'We could not send your loan to {account}: {reason}. This loan is cancelled and you owe nothing on it.',
    fil: 'Hindi namin naipadala ang loan mo sa {account}: {reason}. Kanselado na ang loan na ito at wala kang utang dito.',
  },
  {
    en: 'Your loan is already on its way to {account}. You can change the account if this payout fails.',
    fil: 'Papunta na ang loan mo sa {account}. Puwede mong palitan ang account kung hindi matuloy ang pagpapadalang ito.',
  },
  // a penalty waived by staff, on the payment records (payments/refunds.ts; issue 40, D3)
  {
    en: 'Late penalty of {amount} waived on {date}.',
    fil: 'Tinanggal ang multang {amount} noong {date}.',
  },
  // the quote, the decision, Home (credit/credit-texts.ts, products/product-texts.ts)
  {
    en: 'Approved: {amount} for {days} days. Please review the offer and confirm it.',
    fil: 'Aprubado: {amount} sa loob ng {days} araw. Pakitingnan ang alok at kumpirmahin ito.',
  },
  {
    en: 'Available once your limit reaches {amount}: repay on time to raise it.',
    fil: 'Magagamit kapag umabot sa {amount} ang limit mo: magbayad sa tamang oras para tumaas ito.',
  },
  {
    en: '{rate} per day, flat, on the full principal for the whole term',
    fil: '{rate} kada araw, flat, sa buong prinsipal sa buong termino',
  },
  { en: '{rate} per day, on the declining balance', fil: '{rate} kada araw, sa bumababang balanse' },
  { en: '{rate}/day flat', fil: '{rate}/araw flat' },
  { en: '{rate}/day declining balance', fil: '{rate}/araw sa bumababang balanse' },
  // the payment channels' steps (payments/channels.ts)
  {
    en: 'The code expires {hours} hours after it is generated.',
    fil: 'Mag-e-expire ang code {hours} oras matapos itong magawa.',
  },
  { en: 'Pay at {name}', fil: 'Magbayad sa {name}' },
  {
    en: 'Go to any {name} branch and tell the cashier you will pay a Dragonpay bill.',
    fil: 'Pumunta sa kahit anong sangay ng {name} at sabihin sa cashier na magbabayad ka ng Dragonpay bill.',
  },
  { en: 'Pay with {name}', fil: 'Magbayad gamit ang {name}' },
  { en: 'Open {name} and tap Pay Bills.', fil: 'Buksan ang {name} at i-tap ang Pay Bills.' },
  // a term (complaints' order card) and the site's channels
  { en: '{n} days', fil: '{n} araw' },
  { en: 'Repay at {channels} or your bank', fil: 'Magbayad sa {channels} o sa bangko mo' },
  // the payout account form: an e-wallet's number
  { en: '{wallet} mobile number', fil: 'Mobile number sa {wallet}' },
];
