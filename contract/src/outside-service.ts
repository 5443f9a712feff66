import type { Lang, Text } from './i18n.js';

// The outside services the platform calls through adapters, and what the error SERVICE_UNAVAILABLE (503001) tells the
// caller when one of them fails.
export const OUTSIDE_SERVICES = ['vr', 'portal', 'pay', 'phone', 'storage'] as const;
export type OutsideService = (typeof OUTSIDE_SERVICES)[number];

const UNAVAILABLE: Record<OutsideService, Text> = {
  vr: {
    en: 'the VR service did not answer; try again later',
    zh: 'VR 服务未响应，请稍后再试',
    es: 'el servicio de VR no respondió; inténtelo más tarde',
    ja: 'VR サービスが応答しませんでした。しばらくしてから再試行してください',
  },
  portal: {
    en: 'the listing portal did not answer; try again later',
    zh: '房源平台未响应，请稍后再试',
    es: 'el portal de anuncios no respondió; inténtelo más tarde',
    ja: '物件ポータルが応答しませんでした。しばらくしてから再試行してください',
  },
  pay: {
    en: 'the payment service did not answer; try again later',
    zh: '支付服务未响应，请稍后再试',
    es: 'el servicio de pagos no respondió; inténtelo más tarde',
    ja: '決済サービスが応答しませんでした。しばらくしてから再試行してください',
  },
  phone: {
    en: 'the telephony service did not answer; try again later',
    zh: '通话服务未响应，请稍后再试',
    es: 'el servicio de telefonía no respondió; inténtelo más tarde',
    ja: '通話サービスが応答しませんでした。しばらくしてから再試行してください',
  },
  storage: {
    en: 'the file storage service did not answer; try again later',
    zh: '文件存储服务未响应，请稍后再试',
    es: 'el servicio de almacenamiento de archivos no respondió; inténtelo más tarde',
    ja: 'ファイルストレージサービスが応答しませんでした。しばらくしてから再試行してください',
  },
};

export function serviceUnavailableText(service: OutsideService, lang: Lang): string {
  return UNAVAILABLE[service][lang];
}
