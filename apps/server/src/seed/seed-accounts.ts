import { users, bars, languages } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import { hashPassword } from '../services/auth/passwords.ts';

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', role: 'admin', nickname: 'Alex Admin' },
  { email: 'staff@example.com', role: 'staff', nickname: 'Sam Staff' },
  { email: 'owner@example.com', role: 'owner', nickname: 'Olivia Owner' },
] as const;

const DEMO_LANGUAGES = [
  { code: 'en', name: 'English', active: true, position: 0 },
  { code: 'ro', name: 'Română', active: true, position: 1 },
  { code: 'fr', name: 'Français', active: false, position: 2 },
  { code: 'es', name: 'Español', active: false, position: 3 },
  { code: 'it', name: 'Italiano', active: false, position: 4 },
  { code: 'ar', name: 'العربية', active: false, position: 5 },
  { code: 'zh', name: '中文', active: false, position: 6 },
];

/** Languages, the three demo accounts and the owner's bar (accepted, filled in). */
export async function seedAccounts(db: Database, password: string) {
  // Each account hashed on its own (its own salt): one shared hash would tell that the passwords are equal.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(password)));
  await db.insert(languages).values(DEMO_LANGUAGES).onConflictDoNothing();
  const inserted = await db
    .insert(users)
    .values(DEMO_ACCOUNTS.map((a, i) => ({ ...a, passwordHash: hashes[i] ?? '' })))
    .returning({ id: users.id, role: users.role });
  const idOf = (role: string) => {
    const found = inserted.find((u) => u.role === role);
    if (!found) throw new Error(`demo ${role} missing`);
    return found.id;
  };
  const [bar] = await db
    .insert(bars)
    .values({
      ownerUserId: idOf('owner'),
      name: 'The Corner Flag',
      email: 'hello@cornerflag.example',
      phone: '+40 721 000 111',
      website: 'https://www.cornerflag.ro',
      facebookUrl: 'https://facebook.com/cornerflag',
      country: 'Romania',
      state: 'Bucharest',
      city: 'Bucharest',
      street: 'Strada Lipscani',
      number: '12',
      postalCode: '030031',
      latitude: 44.4316,
      longitude: 26.1008,
      program: {
        monday: '16:00 - 00:00',
        tuesday: '16:00 - 00:00',
        wednesday: '16:00 - 00:00',
        thursday: '16:00 - 00:00',
        friday: '14:00 - 02:00',
        saturday: '12:00 - 02:00',
        sunday: '12:00 - 23:00',
      },
      status: 'accepted',
      rating: 4.5,
      barType: 'Sports bar',
      searchText: 'the corner flag hello@cornerflag.example bucharest romania',
    })
    .returning({ id: bars.id });
  if (!bar) throw new Error('demo bar missing');
  return { users: { admin: idOf('admin'), staff: idOf('staff'), owner: idOf('owner') }, ownerBarId: bar.id };
}
