import { AGREEMENT_SCENE, PUSH_CHANNEL } from '@pautang/contract/constants';
import { api } from '../../../lib/request';

/** spec 2 §7: /v3/contract/contract-jump with productId, scene 3, the title's position, orderId and the channel. */
export const jumpContract = ({
  productId,
  position,
  orderId,
}: {
  productId: string;
  position: number;
  orderId?: string | undefined;
}) =>
  api(
    'contractJump',
    {
      productId,
      scene: AGREEMENT_SCENE,
      position,
      channel: PUSH_CHANNEL,
      ...(orderId ? { orderId } : {}),
    },
    { loading: true },
  );
