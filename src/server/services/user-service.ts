/** GET /user: the caller's account, as docs/api.md shows it ("User"). */
import type { Caller } from '../caller.ts';
import { ServiceError } from '../errors.ts';
import type { Store } from '../store/types.ts';
import type { UserInfo } from '../../wire-types.ts';

export class UserService {
  constructor(private readonly deps: { store: Store }) {}

  async userInfo(caller: Caller): Promise<UserInfo> {
    if (caller.kind !== 'user') throw new ServiceError('UNAUTHORIZED', 'Anonymous callers have no account; send an API key to see user info.');
    const user = await this.deps.store.getUser(caller.userId);
    if (!user) throw new ServiceError('UNAUTHORIZED', 'The API key belongs to no user.');
    return {
      user: {
        userId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        emailVerified: user.emailVerified,
        referralCode: user.referralCode,
      },
      credits: { paidCredits: user.paidCredits, freeCredits: user.freeCredits },
      unlimitedCredits: user.unlimitedCredits,
      // Billing is outside this service: a paid plan counts as one subscription, with no card on file.
      subscriptionCount: user.plan === 'free' ? 0 : 1,
      plan: user.plan,
      // Converted files are always deleted after the retention period.
      saveConvertedFiles: false,
      hasPaymentMethod: false,
    };
  }
}
