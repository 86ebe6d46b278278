// spec 2 §2.15: photo, contact and geolocation tests on the developer page.
import { useState } from 'react';
import { messages, t } from '../../../i18n/messages';
import './scenario-list.css';

export function DeviceTests() {
  const [photo, setPhoto] = useState<string>();
  const [location, setLocation] = useState<string>();
  const locate = () =>
    navigator.geolocation.getCurrentPosition(
      (p) => setLocation(t('locationResult', { lat: p.coords.latitude, lng: p.coords.longitude })),
      (e) => setLocation(t('locationFailed', { reason: e.message })),
      { timeout: 10000 },
    );
  return (
    <>
      <section className="card" aria-labelledby="photo-test">
        <h2 id="photo-test">{messages.photoTest}</h2>
        {/* The native file control, visually replaced by a button-styled label (it stays focusable). */}
        <label className="device-test-button">
          {messages.takePhoto}
          <input
            className="ui-sr-only"
            type="file"
            accept="image/*"
            capture="environment"
            aria-labelledby="photo-test"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) setPhoto(URL.createObjectURL(file));
            }}
          />
        </label>
        {photo && (
          <img
            src={photo}
            alt=""
            width={120}
            height={120}
            style={{ objectFit: 'cover', display: 'block', marginTop: 8 }}
          />
        )}
      </section>
      <section className="card" aria-labelledby="geo-test">
        <h2 id="geo-test">{messages.geolocationTest}</h2>
        <button type="button" className="device-test-button" onClick={locate}>
          {messages.locate}
        </button>
        {location && <p>{location}</p>}
      </section>
      <section className="card" aria-labelledby="contact-test">
        <h2 id="contact-test">{messages.contactTest}</h2>
        <p className="muted">{messages.contactTestNote}</p>
      </section>
    </>
  );
}
