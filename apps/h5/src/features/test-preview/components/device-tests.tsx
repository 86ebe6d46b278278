// spec 2 §2.15: photo, contacts and geolocation tests, through the browser's own APIs (the web view passes them
// to the phone). Each asks only after a just-in-time notice that says what will be asked and why, and nothing it
// gets leaves the page.
import { useRef, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { fill } from '../../../i18n/fill';
import { testPreviewText as text } from '../../../i18n/en/test-preview';
import './scenario-list.css';

type Ask = { test: 'photo' | 'location' | 'contact'; why: string; run: () => void };

/** The Contact Picker API (Chrome on Android): one contact the person chooses, never the list. */
type ContactsManager = {
  select: (
    props: string[],
    options?: { multiple?: boolean },
  ) => Promise<{ name?: string[]; tel?: string[] }[]>;
};
const contactPicker = (): ContactsManager | undefined =>
  (navigator as Navigator & { contacts?: ContactsManager }).contacts;

export function DeviceTests() {
  const [ask, setAsk] = useState<Ask>();
  const [photo, setPhoto] = useState<string>();
  const [location, setLocation] = useState<string>();
  const [contact, setContact] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);

  const locate = () =>
    navigator.geolocation.getCurrentPosition(
      (p) => setLocation(fill(text.locationResult, { lat: p.coords.latitude, lng: p.coords.longitude })),
      (e) => setLocation(fill(text.locationFailed, { reason: e.message })),
      { timeout: 10000 },
    );
  const pickContact = () => {
    const picker = contactPicker();
    if (!picker) return setContact(text.contactUnsupported);
    picker.select(['name', 'tel'], { multiple: false }).then(
      ([picked]) =>
        setContact(
          picked
            ? fill(text.contactResult, { name: picked.name?.[0] ?? '', tel: picked.tel?.[0] ?? '' })
            : text.contactNone,
        ),
      () => setContact(text.contactNone),
    );
  };

  return (
    <section aria-labelledby="device-tests">
      <h2 id="device-tests">{text.deviceTitle}</h2>
      <section className="card" aria-labelledby="photo-test">
        <h3 id="photo-test">{text.photoTest}</h3>
        <button
          type="button"
          className="device-test-button"
          onClick={() => setAsk({ test: 'photo', why: text.photoAsk, run: () => fileInput.current?.click() })}
        >
          {text.takePhoto}
        </button>
        <input
          ref={fileInput}
          className="ui-sr-only"
          type="file"
          accept="image/*"
          capture="environment"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) setPhoto(URL.createObjectURL(file));
          }}
        />
        {photo && <img className="device-test-photo" src={photo} alt="" width={120} height={120} />}
      </section>
      <section className="card" aria-labelledby="geo-test">
        <h3 id="geo-test">{text.geolocationTest}</h3>
        <button
          type="button"
          className="device-test-button"
          onClick={() => setAsk({ test: 'location', why: text.locateAsk, run: locate })}
        >
          {text.locate}
        </button>
        {location && <p role="status">{location}</p>}
      </section>
      <section className="card" aria-labelledby="contact-test">
        <h3 id="contact-test">{text.contactTest}</h3>
        <button
          type="button"
          className="device-test-button"
          onClick={() => setAsk({ test: 'contact', why: text.contactAsk, run: pickContact })}
        >
          {text.pickContact}
        </button>
        {contact && <p role="status">{contact}</p>}
      </section>
      <Dialog
        open={ask !== undefined}
        aria-label={text.deviceTitle}
        onClose={() => setAsk(undefined)}
        actions={[
          { label: text.notNow, onPress: () => setAsk(undefined) },
          {
            label: text.allow,
            primary: true,
            onPress: () => {
              // Run inside the tap on Continue: file choosers and pickers need a fresh user gesture.
              ask?.run();
              setAsk(undefined);
            },
          },
        ]}
      >
        <p data-testid="just-in-time-notice">{ask?.why}</p>
      </Dialog>
    </section>
  );
}
