// PrimeIcons (the `pi pi-*` classes) for screens that show icons without the whole kit (the static pages); the
// kit's provider brings it too. The font file itself is fetched only when an icon is on screen.
import 'primeicons/primeicons.css';
