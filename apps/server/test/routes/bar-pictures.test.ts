import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { LoginRecord } from '@app/contract/auth';
import type { BarDetails } from '@app/contract/bar-details';
import type { BarPictures } from '@app/contract/bar-photos';
import { barBroadcasts, bars } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { uniqueWord } from '../helpers/admin-match-fixtures.ts';
import { signUpOwner } from '../helpers/console-matches-fixtures.ts';
import { inviteToTeam } from '../helpers/team-fixtures.ts';
import { insertTestMatches, multipart, testImage } from '../helpers/championship-fixtures.ts';
import { newPlayer } from '../helpers/game-fixtures.ts';

/** A bar's logo and photos: uploaded by its owner or managers through the image pipeline, shown to fans. */
describe("a bar's logo and photos", () => {
  let t: TestApp;
  const word = uniqueWord('pic');
  const people = {} as Record<'owner' | 'manager' | 'scanner' | 'otherOwner', LoginRecord>;
  let slug: string;
  let matchId: string;

  const upload = async (as: LoginRecord, url: string, part: string, file: Buffer, method: 'POST' | 'PUT' = 'POST') =>
    t.request({ method, url, as, ...(await multipart({ [part]: { file } })) });
  const addPhoto = (as: LoginRecord, color: string) =>
    testImage({ color, width: 64, height: 48 }).then((file) => upload(as, '/api/bars/photos', 'photo', file));
  const stored = async (barId: string) =>
    (await t.db.select({ logo: bars.logo, photos: bars.photos }).from(bars).where(eq(bars.id, barId)))[0]!;

  beforeAll(async () => {
    t = await buildTestApp();
    people.owner = await signUpOwner(t, `owner-${word}@example.com`);
    people.otherOwner = await signUpOwner(t, `other-${word}@example.com`);
    await t.db
      .update(bars)
      .set({ status: 'accepted', name: `Lion ${word}` })
      .where(eq(bars.id, people.owner.barId!));
    people.manager = await inviteToTeam(t, people.owner, `manager-${word}@example.com`, 'manager');
    people.scanner = await inviteToTeam(t, people.owner, `scanner-${word}@example.com`, 'scanner');
    [{ slug }] = (await t.db.select({ slug: bars.slug }).from(bars).where(eq(bars.id, people.owner.barId!))) as [
      { slug: string },
    ];
    [matchId] = (await insertTestMatches(t.db, [{ headline: `Home ${word} - Away ${word}` }])) as [string];
    await t.db.insert(barBroadcasts).values({ barId: people.owner.barId!, matchId });
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('the owner sets a logo: re-encoded without its metadata, on the bar, in the finder and on the public page', async () => {
    // A JPEG carrying a comment in its metadata: the stored copy has none.
    const withMetadata = await sharp(await testImage({ color: '#c0392b', width: 80, height: 80, format: 'jpeg' }))
      .withMetadata({ exif: { IFD0: { ImageDescription: 'secret place' } } })
      .jpeg()
      .toBuffer();
    // The finder remembers the match's bars: read once before, so the logo must move it.
    expect((await t.request({ method: 'GET', url: `/watch/${matchId}` })).statusCode).toBe(200);
    const set = await upload(people.owner, '/api/bars/logo', 'logo', withMetadata, 'PUT');
    expect(set.statusCode).toBe(200);
    const { logo } = set.json<BarPictures>();
    expect(logo).toMatch(/^\/api\/media\/[a-f0-9]{64}$/);
    expect(await stored(people.owner.barId!)).toEqual({ logo, photos: [] });
    const image = await t.request({ method: 'GET', url: logo! });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.includes(Buffer.from('secret place'))).toBe(false);

    const details = await t.request({ method: 'GET', url: `/api/bars/${people.owner.barId}`, as: people.owner });
    expect(details.json<BarDetails>()).toMatchObject({ logo, photos: [] });
    const page = await t.request({ method: 'GET', url: `/b/${slug}` });
    expect(page.body).toContain(`src="${logo}?w=128"`);
    const finder = await t.request({ method: 'GET', url: `/watch/${matchId}` });
    expect(finder.body).toContain(`src="${logo}?w=64"`);
  });

  it('owner and manager add photos in order, the same picture once; the ninth is refused with 409 and nothing changes', async () => {
    const colors = ['#111111', '#222222', '#333333', '#444444', '#555555', '#666666', '#777777', '#888888'];
    const urls: string[] = [];
    for (const [i, color] of colors.entries()) {
      const res = await addPhoto(i % 2 === 0 ? people.owner : people.manager, color);
      expect(res.statusCode).toBe(200);
      urls.push(res.json<BarPictures>().photos.at(-1)!);
    }
    expect((await stored(people.owner.barId!)).photos).toEqual(urls);
    // The first picture again: kept once, in its place.
    expect((await addPhoto(people.owner, '#111111')).json<BarPictures>().photos).toEqual(urls);
    const ninth = await addPhoto(people.owner, '#999999');
    expect(ninth.statusCode).toBe(409);
    expect(ninth.json()).toMatchObject({
      message: 'A bar shows at most 8 photos: remove one first',
      messageCode: 'barPhotosTooMany',
    });
    expect((await stored(people.owner.barId!)).photos).toEqual(urls);

    const page = (await t.request({ method: 'GET', url: `/b/${slug}` })).body;
    expect(page.match(/<img src="\/api\/media\/[a-f0-9]{64}\?w=512"/g)).toHaveLength(8);
    expect(page).toContain(`alt="Lion ${word}, photo 8"`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)![1]!) as {
      image: string[];
      logo: string;
    };
    expect(jsonLd.image).toEqual(urls.map((url) => `${t.app.publicUrl}${url}`));
  });

  it('the photos are arranged and removed in one call; a photo not the bar’s, twice, or a ninth is refused', async () => {
    const { photos } = await stored(people.owner.barId!);
    const arranged = [photos[7]!, photos[0]!, photos[3]!];
    const res = await t.request({
      method: 'PUT',
      url: '/api/bars/photos',
      as: people.manager,
      payload: { photos: arranged },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<BarPictures>().photos).toEqual(arranged);
    expect((await stored(people.owner.barId!)).photos).toEqual(arranged);

    const foreign = (await addPhoto(people.otherOwner, '#abcdef')).json<BarPictures>().photos[0]!;
    const refusals = [
      {
        photos: [...arranged, foreign],
        message: 'Only the bar’s own photos can be arranged: add a new one with Add a photo',
      },
      { photos: [arranged[0], arranged[0]], message: 'A photo is named twice' },
      { photos: ['/api/media/not-a-hash'], message: 'Invalid image URL' },
      {
        photos: Array.from({ length: 9 }, () => arranged[0]),
        message: 'A bar shows at most 8 photos: remove one first',
      },
    ];
    for (const { photos: asked, message } of refusals) {
      const refused = await t.request({
        method: 'PUT',
        url: '/api/bars/photos',
        as: people.owner,
        payload: { photos: asked },
      });
      expect({ status: refused.statusCode, message: refused.json<{ message: string }>().message }).toEqual({
        status: 400,
        message,
      });
    }
    expect((await stored(people.owner.barId!)).photos).toEqual(arranged);
    expect((await stored(people.otherOwner.barId!)).photos).toEqual([foreign]);
  });

  it('refuses a file that is no image, a missing part, a scanner, a player and no sign-in; removes the logo', async () => {
    const before = await stored(people.owner.barId!);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const notImage = await upload(people.owner, '/api/bars/photos', 'photo', svg);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json<{ message: string }>().message).toBe(
      'The photo is not an image. Use a PNG, JPEG, WebP, GIF or AVIF file.',
    );
    const noPart = await t.request({
      method: 'PUT',
      url: '/api/bars/logo',
      as: people.owner,
      ...(await multipart({ other: 'x' })),
    });
    expect(noPart.statusCode).toBe(400);
    expect(noPart.json()).toMatchObject({ message: 'Send the image as a file part named "logo"' });
    const file = await testImage({ color: '#00ff00' });
    expect((await upload(people.scanner, '/api/bars/photos', 'photo', file)).statusCode).toBe(403);
    expect((await upload(await newPlayer(t, 'Picture Fan'), '/api/bars/photos', 'photo', file)).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: '/api/bars/photos', ...(await multipart({ photo: { file } })) }))
        .statusCode,
    ).toBe(401);
    expect(await stored(people.owner.barId!)).toEqual(before);

    const removed = await t.request({ method: 'DELETE', url: '/api/bars/logo', as: people.owner });
    expect(removed.json<BarPictures>()).toEqual({ logo: null, photos: before.photos });
    expect((await t.request({ method: 'GET', url: `/b/${slug}` })).body).not.toContain('class="logo"');
  });
});
