// The promotion landing page (spec 2 §2.9, §4.7, §5, §8), built from the server's template: phone, picture code
// (tap for a new one; that needs a phone number), SMS code with its button and 60 s countdown, and register.
// invite_code, user_from, app_from and utm_tag come from the page's own query.
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { PHONE_LENGTH, CAPTCHA_LENGTH, SMS_CODE_LENGTH } from '@pautang/contract/constants';
import { ErrorCode } from '@pautang/contract/error-codes';
import { normalizePhone } from '@pautang/contract/format/phone';
import type { ChannelTemplate } from '@pautang/contract/promotion';
import { LenderRegistration } from '../../../components/lender-registration';
import { LoadError } from '../../../components/load-error';
import { toast } from '../../../components/ui/toast/toast';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { promotionText as text } from '../../../i18n/en/promotion';
import { fill } from '../../../i18n/fill';
import { navigate } from '../../../lib/navigation';
import { useCountdown } from '../../../lib/use-countdown';
import { ApiError } from '../../../lib/request';
import {
  fetchCaptcha,
  getSid,
  registerVisitor,
  sendSms,
  trackClick,
  trackVisit,
  useChannelTemplate,
} from '../api/promotion-api';
import { storeTemplate } from '../utils/register-template';
import './promotion.css';

export type Attribution = { invite_code: string; user_from: string; app_from: string; utm_tag: string };

export function PromotionPage({ templateId, from }: { templateId: string; from: Attribution }) {
  const { data, error, reload } = useChannelTemplate(templateId);
  if (!data) {
    return error ? (
      <LoadError className="promo-error" error={error} onRetry={reload} />
    ) : (
      <div className="promo-state" />
    );
  }
  return <Landing data={data} from={from} />;
}

function Landing({ data, from }: { data: ChannelTemplate; from: Attribution }) {
  const { template } = data;
  const [sid, setSid] = useState('');
  const [captchaUrl, setCaptchaUrl] = useState('');
  const [phone, setPhone] = useState('');
  const [capcode, setCapcode] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const countdown = useCountdown();
  const left = countdown.left;
  const busy = useRef(false);
  const track = {
    page_id: data.id,
    user_from: from.user_from,
    app_from: from.app_from,
    utm_tag: from.utm_tag,
  };

  const drawCaptcha = async (forSid: string) => {
    try {
      const url = await fetchCaptcha(forSid);
      setCaptchaUrl((old) => {
        if (old) URL.revokeObjectURL(old);
        return url;
      });
      setCapcode('');
    } catch (e) {
      if ((e as Error).message) toast.fail((e as Error).message);
    }
  };

  useEffect(() => {
    storeTemplate(data);
    trackVisit(track);
    getSid().then(
      (s) => {
        setSid(s);
        void drawCaptcha(s);
      },
      () => undefined,
    );
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const validPhone = () => normalizePhone(phone, env.phoneRule) !== undefined;
  const goDownload = () => navigate(paths.downloadTemplate, { query: { templateId: data.id } });

  const refresh = () => {
    // spec 2 §5: a new picture needs a phone number.
    if (!validPhone()) return toast.fail(text.badPhone);
    void drawCaptcha(sid);
  };

  const run = async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await task();
    } finally {
      busy.current = false;
    }
  };

  const common = () => ({
    phone,
    capcode,
    sid,
    deviceId: sid,
    appName: env.appName,
    app_from: from.app_from,
    user_from: from.user_from,
    utm_tag: from.utm_tag,
  });

  /**
   * spec 2 §8, for get-sms and register alike: 11 says so and goes to the download page; anything else shows the
   * server's message, and the call's own picture code (101, -1) also draws a new picture.
   */
  const refused = (e: unknown, newPictureCode: number) => {
    if (!(e instanceof ApiError)) return;
    const code = Number(e.code);
    if (code === ErrorCode.PromoRegistered) {
      toast.fail(text.registered);
      goDownload();
      return;
    }
    toast.fail(e.message);
    if (code === newPictureCode) void drawCaptcha(sid);
  };

  const askSms = () => {
    if (!validPhone()) return toast.fail(text.badPhone);
    if (capcode.length === 0) return toast.fail(text.badCaptcha);
    if (left > 0) return toast.fail(text.countdownRunning);
    void run(async () => {
      try {
        await sendSms(common());
        toast.success(text.smsSent);
        countdown.start();
      } catch (e) {
        refused(e, ErrorCode.PromoCaptchaWrong);
      }
    });
  };

  const submit = () => {
    if (!validPhone()) return toast.fail(text.badPhone);
    if (capcode.length === 0) return toast.fail(text.badCaptcha);
    if (smsCode.length === 0) return toast.fail(text.badSms);
    trackClick({ ...track, phone });
    void run(async () => {
      try {
        await registerVisitor({
          ...common(),
          merchantNumber: 0,
          userName: phone,
          smsCode,
          invite_code: from.invite_code,
          id: data.id,
        });
        toast.success(text.success);
        goDownload();
      } catch (e) {
        refused(e, ErrorCode.PromoRegisterCaptcha);
      }
    });
  };

  const style = {
    '--promo-bg': template.backgroundColor,
    '--promo-fg': template.fontColor,
    '--promo-btn': template.buttonColor,
  } as CSSProperties;
  return (
    <div className="promo" style={style}>
      <h1 className="promo-title">{template.title}</h1>
      <p className="promo-subtitle">{template.subtitle}</p>
      {template.images.map((src) => (
        <img key={src} className="promo-image" src={src} alt="" width={320} height={160} />
      ))}
      <form
        className="promo-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <input
          className="promo-input"
          aria-label={text.phone}
          placeholder={text.phone}
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_LENGTH}
          value={phone}
          onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
        />
        <div className="promo-row">
          <input
            className="promo-input"
            aria-label={text.captcha}
            placeholder={text.captcha}
            autoComplete="off"
            maxLength={CAPTCHA_LENGTH}
            value={capcode}
            onChange={(e) => setCapcode(e.target.value.trim())}
          />
          <button type="button" className="promo-captcha" aria-label={text.captchaImage} onClick={refresh}>
            {captchaUrl && <img src={captchaUrl} alt="" width={120} height={44} />}
          </button>
        </div>
        <div className="promo-row">
          <input
            className="promo-input"
            aria-label={text.sms}
            placeholder={text.sms}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            value={smsCode}
            onChange={(e) => setSmsCode(e.target.value.replace(/\D/g, ''))}
          />
          <button type="button" className="promo-send" onClick={askSms} aria-disabled={left > 0}>
            {left > 0 ? fill(text.seconds, { n: left }) : text.getCode}
          </button>
        </div>
        <button type="submit" className="promo-submit">
          {template.buttonText}
        </button>
        <p className="promo-agree">
          {text.agreePrefix}{' '}
          <a href={`${paths.agreementTemplate}?templateId=${encodeURIComponent(data.id)}`}>
            {text.agreementLink}
          </a>
        </p>
      </form>
      <ul className="promo-points">
        {template.texts.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      <LenderRegistration />
    </div>
  );
}
