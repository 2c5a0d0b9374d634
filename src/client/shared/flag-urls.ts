// Only the flags of the countries of the races the site ships (every sport's bundled
// calendars and the archive of every Grand Prix since 1950) are imported one by one, so
// the build emits just these files (each fetched when a row or card shows it) and none
// enter the scripts. A country added later shows its name until its flag is listed here
// (decision 0047); flag-urls.test.ts reads every bundled calendar and the archive to keep
// this whole.
// Spain's and Mexico's are our own drawings with their coats of arms simplified: flag-icons'
// (about 85 KB each, thousands of shapes) cost the home page a long task each to parse and
// paint at 20 px, where the arms are a few pixels (decision 0134).
import ae from 'flag-icons/flags/4x3/ae.svg?no-inline';
import ar from 'flag-icons/flags/4x3/ar.svg?no-inline';
import at from 'flag-icons/flags/4x3/at.svg?no-inline';
import au from 'flag-icons/flags/4x3/au.svg?no-inline';
import az from 'flag-icons/flags/4x3/az.svg?no-inline';
import be from 'flag-icons/flags/4x3/be.svg?no-inline';
import bh from 'flag-icons/flags/4x3/bh.svg?no-inline';
import br from 'flag-icons/flags/4x3/br.svg?no-inline';
import ca from 'flag-icons/flags/4x3/ca.svg?no-inline';
import ch from 'flag-icons/flags/4x3/ch.svg?no-inline';
import cn from 'flag-icons/flags/4x3/cn.svg?no-inline';
import cz from 'flag-icons/flags/4x3/cz.svg?no-inline';
import de from 'flag-icons/flags/4x3/de.svg?no-inline';
import fr from 'flag-icons/flags/4x3/fr.svg?no-inline';
import gb from 'flag-icons/flags/4x3/gb.svg?no-inline';
import hu from 'flag-icons/flags/4x3/hu.svg?no-inline';
import id from 'flag-icons/flags/4x3/id.svg?no-inline';
import inFlag from 'flag-icons/flags/4x3/in.svg?no-inline';
import it from 'flag-icons/flags/4x3/it.svg?no-inline';
import jp from 'flag-icons/flags/4x3/jp.svg?no-inline';
import kr from 'flag-icons/flags/4x3/kr.svg?no-inline';
import ma from 'flag-icons/flags/4x3/ma.svg?no-inline';
import mc from 'flag-icons/flags/4x3/mc.svg?no-inline';
import my from 'flag-icons/flags/4x3/my.svg?no-inline';
import nl from 'flag-icons/flags/4x3/nl.svg?no-inline';
import pt from 'flag-icons/flags/4x3/pt.svg?no-inline';
import qa from 'flag-icons/flags/4x3/qa.svg?no-inline';
import ru from 'flag-icons/flags/4x3/ru.svg?no-inline';
import sa from 'flag-icons/flags/4x3/sa.svg?no-inline';
import se from 'flag-icons/flags/4x3/se.svg?no-inline';
import sg from 'flag-icons/flags/4x3/sg.svg?no-inline';
import th from 'flag-icons/flags/4x3/th.svg?no-inline';
import tr from 'flag-icons/flags/4x3/tr.svg?no-inline';
import us from 'flag-icons/flags/4x3/us.svg?no-inline';
import za from 'flag-icons/flags/4x3/za.svg?no-inline';
import es from './flags/es.svg?no-inline';
import mx from './flags/mx.svg?no-inline';

/** Flag image URLs by lowercase ISO 3166-1 alpha-2 code. */
export const FLAG_URLS: Readonly<Record<string, string>> = {
  ae,
  ar,
  at,
  au,
  az,
  be,
  bh,
  br,
  ca,
  ch,
  cn,
  cz,
  de,
  es,
  fr,
  gb,
  hu,
  id,
  in: inFlag,
  it,
  jp,
  kr,
  ma,
  mc,
  mx,
  my,
  nl,
  pt,
  qa,
  ru,
  sa,
  se,
  sg,
  th,
  tr,
  us,
  za,
};
