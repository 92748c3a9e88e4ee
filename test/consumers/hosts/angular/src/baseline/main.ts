// The same app without the kit: what the kit adds is measured against it.
import { Component, signal } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';

@Component({
  selector: 'app-baseline',
  template: `
    <main>
      <fieldset>
        <legend>Which database?</legend>
        @for (option of options; track option) {
          <button [attr.aria-pressed]="chosen() === option" (click)="chosen.set(option)">{{ option }}</button>
        }
      </fieldset>
    </main>
  `,
})
class Baseline {
  protected readonly options = ['PostgreSQL', 'SQLite'];
  protected readonly chosen = signal<string | undefined>(undefined);
}

bootstrapApplication(Baseline).catch((error) => console.error(error));
