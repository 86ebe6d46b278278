// spec 2 §2.15: photo, contact and geolocation tests on the developer page.
import { useState } from 'react';
import { fill } from '../../../i18n/fill';
import './scenario-list.css';
import { testPreviewText } from '../../../i18n/en/test-preview';

export function DeviceTests() {
  const [photo, setPhoto] = useState<string>();
  const [location, setLocation] = useState<string>();
  const locate = () =>
    navigator.geolocation.getCurrentPosition(
      (p) =>
        setLocation(
          fill(testPreviewText.locationResult, { lat: p.coords.latitude, lng: p.coords.longitude }),
        ),
      (e) => setLocation(fill(testPreviewText.locationFailed, { reason: e.message })),
      { timeout: 10000 },
    );
  return (
    <>
      <section className="card" aria-labelledby="photo-test">
        <h2 id="photo-test">{testPreviewText.photoTest}</h2>
        {/* The native file control, visually replaced by a button-styled label (it stays focusable). */}
        <label className="device-test-button">
          {testPreviewText.takePhoto}
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
        <h2 id="geo-test">{testPreviewText.geolocationTest}</h2>
        <button type="button" className="device-test-button" onClick={locate}>
          {testPreviewText.locate}
        </button>
        {location && <p>{location}</p>}
      </section>
      <section className="card" aria-labelledby="contact-test">
        <h2 id="contact-test">{testPreviewText.contactTest}</h2>
        <p className="muted">{testPreviewText.contactTestNote}</p>
      </section>
    </>
  );
}
