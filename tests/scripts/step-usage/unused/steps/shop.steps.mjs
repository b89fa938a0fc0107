import { Given, Then, When } from '@cucumber/cucumber';

Given('the shop is open', () => {});
When('I buy {int} apples', () => {});
Then('I have {int} apples', () => {});
Then('the shop is closed', () => {});
