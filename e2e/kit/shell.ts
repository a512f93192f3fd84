// The e2e kit's page object of the layout shell: the sidebar menu, the tags bar and the navbar.
import { expect, type Locator, type Page } from '@playwright/test';

type TagAction = 'refresh' | 'close' | 'close-others' | 'close-all';

export class Shell {
  readonly sidebar: Locator;
  readonly tags: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByTestId('sidebar');
    this.tags = page.getByTestId('tags-bar');
  }

  /** Opens a screen through the sidebar: its directory, then the entry. */
  async openMenu(directory: string, entry: string): Promise<void> {
    await this.sidebar.getByText(directory, { exact: true }).click();
    await this.sidebar.getByText(entry, { exact: true }).click();
  }

  /** The tag of the page at `path`. */
  tag(path: string): Locator {
    return this.tags.getByTestId(`tag-${path}`);
  }

  /** Runs an entry of a tag's right-click menu. */
  async onTag(path: string, action: TagAction): Promise<void> {
    await this.tag(path).click({ button: 'right' });
    await this.page.getByTestId(`tags-${action}`).click();
  }

  /** Signs out through the user menu of the navbar. */
  async logOut(): Promise<void> {
    await this.page.getByTestId('navbar-user').click();
    await this.page.getByTestId('navbar-logout').click();
    await expect(this.page).toHaveURL(/\/login/);
  }
}
