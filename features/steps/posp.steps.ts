import { When } from '@cucumber/cucumber';
import { ModalForm } from '../support/pages/shared/modal-form';
import type { SiteWorld } from '../support/world';

const form = (world: SiteWorld) => new ModalForm(world.page);
const field = (world: SiteWorld, label: string) => form(world).field(label);

When('I fill in the POSP application correctly', async function (this: SiteWorld) {
  await field(this, 'Name').fill('Rohit Kulkarni');
  await field(this, 'PAN').fill('ABCDE1234F');
  await field(this, 'Email').fill('rohit.k@example.com');
  await field(this, 'Phone Number').fill('9823012345');
  await field(this, 'Remarks').fill('Five years of motor insurance sales in Nashik.');
});
