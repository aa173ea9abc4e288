/** Who hears of a line's data (its alert, its stop at the cap): the account's owner and the line's members. */
import type { MembersRepository } from './members-repository';

export async function lineReaders(
  members: Pick<MembersRepository, 'personOf' | 'membersOf'>,
  line: { userId: string; lineId: string },
) {
  const onLine = (await members.membersOf(line.userId)).filter(
    (one) => one.membership.lineId === line.lineId,
  );
  const people = await Promise.all([
    members.personOf(line.userId),
    ...onLine.map((one) => members.personOf(one.membership.memberId)),
  ]);
  return people.filter((one) => one !== null && one !== undefined);
}
