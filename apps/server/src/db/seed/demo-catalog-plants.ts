/**
 * The demo catalog's plants (issue 5): landscape species and cultivars that wholesale nurseries in Quebec,
 * Ontario and New England sell. One line per species:
 *
 *   Latin name | English common name | French common name ('' when not sure) | kind | cultivars
 *
 * Cultivars are separated by ';' and an empty entry stands for the species itself. The kind picks the sizes
 * a nursery sells that plant in (demo-catalog-sizes.ts). Genus-only Latin names ('Hosta', 'Rosa') are hybrids
 * the trade lists by genus and cultivar.
 */
export type PlantKind =
  | 'shade-tree'
  | 'ornamental-tree'
  | 'conifer'
  | 'hedge'
  | 'evergreen-shrub'
  | 'shrub'
  | 'rose'
  | 'vine'
  | 'perennial'
  | 'groundcover'
  | 'grass'
  | 'fern'
  | 'bulb'
  | 'small-bulb'
  | 'large-bulb';

const KIND_CODES: Record<string, PlantKind> = {
  T: 'shade-tree',
  O: 'ornamental-tree',
  C: 'conifer',
  H: 'hedge',
  E: 'evergreen-shrub',
  S: 'shrub',
  R: 'rose',
  V: 'vine',
  P: 'perennial',
  GC: 'groundcover',
  G: 'grass',
  F: 'fern',
  B: 'bulb',
  BS: 'small-bulb',
  BL: 'large-bulb',
};

const PLANT_LINES = `
Acer rubrum|red maple|érable rouge|T|;October Glory;Red Sunset;Armstrong;Brandywine;Autumn Flame;Redpointe
Acer saccharum|sugar maple|érable à sucre|T|;Green Mountain;Legacy;Fall Fiesta;Commemoration
Acer × freemanii|Freeman maple|érable de Freeman|T|Autumn Blaze;Sienna Glen;Celebration;Marmo
Acer platanoides|Norway maple|érable de Norvège|T|Crimson King;Emerald Queen;Columnare;Deborah;Royal Red
Acer saccharinum|silver maple|érable argenté|T|;Silver Queen
Acer ginnala|Amur maple|érable de l'Amour|O|;Flame;Red Rhapsody
Acer palmatum|Japanese maple|érable du Japon|O|Bloodgood;Emperor I;Crimson Queen;Tamukeyama;Sango-kaku;Inaba-shidare
Acer griseum|paperbark maple||O|
Acer campestre|hedge maple|érable champêtre|T|;Queen Elizabeth
Acer miyabei|Miyabe maple||T|State Street
Acer negundo|Manitoba maple|érable à Giguère|T|;Sensation;Flamingo
Acer tataricum|Tatarian maple|érable de Tartarie|O|;Hot Wings
Quercus rubra|northern red oak|chêne rouge|T|
Quercus macrocarpa|bur oak|chêne à gros fruits|T|
Quercus bicolor|swamp white oak|chêne bicolore|T|;American Dream
Quercus alba|white oak|chêne blanc|T|
Quercus palustris|pin oak|chêne des marais|T|;Green Pillar
Quercus robur|English oak|chêne pédonculé|T|;Fastigiata
Quercus × warei|Regal Prince oak||T|Regal Prince;Kindred Spirit
Tilia cordata|littleleaf linden|tilleul à petites feuilles|T|;Greenspire;Corinthian;Shamrock
Tilia × flavescens|Glenleven linden||T|Glenleven
Tilia americana|American linden|tilleul d'Amérique|T|;Redmond;Boulevard
Tilia tomentosa|silver linden|tilleul argenté|T|Sterling
Gleditsia triacanthos var. inermis|thornless honeylocust|févier d'Amérique|T|Skyline;Shademaster;Sunburst;Northern Acclaim;Street Keeper
Ulmus americana|American elm|orme d'Amérique|T|;Princeton;Valley Forge;Brandon
Ulmus davidiana var. japonica|Japanese elm|orme du Japon|T|Discovery
Celtis occidentalis|common hackberry|micocoulier occidental|T|;Prairie Pride
Gymnocladus dioicus|Kentucky coffeetree|chicot févier|T|;Espresso
Ginkgo biloba|ginkgo|ginkgo|T|;Autumn Gold;Princeton Sentry;Magyar
Liriodendron tulipifera|tulip tree|tulipier de Virginie|T|
Liquidambar styraciflua|sweetgum|copalme d'Amérique|T|;Slender Silhouette;Worplesdon
Platanus × acerifolia|London planetree||T|Bloodgood;Exclamation
Platanus occidentalis|American sycamore|platane occidental|T|
Betula papyrifera|paper birch|bouleau à papier|T|;Renaissance Reflection
Betula nigra|river birch|bouleau noir|T|;Heritage;Dura-Heat
Betula pendula|European white birch|bouleau verruqueux|T|;Youngii;Dalecarlica
Betula alleghaniensis|yellow birch|bouleau jaune|T|
Aesculus hippocastanum|horsechestnut|marronnier d'Inde|T|;Baumannii
Aesculus glabra|Ohio buckeye||T|
Catalpa speciosa|northern catalpa||T|
Sorbus aucuparia|European mountain ash|sorbier des oiseleurs|O|;Cardinal Royal
Sorbus decora|showy mountain ash||O|
Malus|crabapple|pommetier|O|Royal Raindrops;Prairifire;Spring Snow;Sugar Tyme;Adirondack;Red Jewel;Dolgo
Amelanchier × grandiflora|apple serviceberry|amélanchier|O|Autumn Brilliance;Robin Hill;Princess Diana
Amelanchier laevis|Allegheny serviceberry|amélanchier glabre|O|;Cumulus
Amelanchier canadensis|Canadian serviceberry|amélanchier du Canada|O|;Glennform
Amelanchier alnifolia|saskatoon berry|amélanchier à feuilles d'aulne|S|;Regent;Thiessen
Cercis canadensis|eastern redbud|gainier du Canada|O|;Forest Pansy;Ruby Falls;Appalachian Red
Cornus kousa|kousa dogwood||O|;Milky Way;Satomi
Cornus alternifolia|pagoda dogwood|cornouiller à feuilles alternes|O|;Golden Shadows
Cornus florida|flowering dogwood|cornouiller fleuri|O|;Cherokee Princess;Cloud Nine
Cornus mas|Cornelian cherry|cornouiller mâle|O|;Golden Glory
Syringa reticulata|Japanese tree lilac|lilas du Japon|O|;Ivory Silk;Snowdance
Magnolia × soulangeana|saucer magnolia|magnolia de Soulange|O|
Magnolia stellata|star magnolia|magnolia étoilé|O|;Royal Star
Magnolia × loebneri|Loebner magnolia||O|Merrill;Leonard Messel
Prunus virginiana|chokecherry|cerisier de Virginie|O|;Schubert
Prunus serrulata|Japanese flowering cherry|cerisier du Japon|O|Kwanzan
Prunus cerasifera|cherry plum||O|Thundercloud
Prunus maackii|Amur chokecherry|cerisier de l'Amour|O|;Amber Beauty
Prunus × cistena|purpleleaf sand cherry||S|
Prunus tomentosa|Nanking cherry|cerisier tomenteux|S|
Pyrus calleryana|Callery pear|poirier de Callery|T|Chanticleer
Pyrus ussuriensis|Ussurian pear|poirier de l'Oussouri|T|Prairie Gem
Carpinus caroliniana|American hornbeam|charme de Caroline|O|
Carpinus betulus|European hornbeam|charme commun|T|;Fastigiata;Frans Fontaine
Ostrya virginiana|ironwood|ostryer de Virginie|T|
Nyssa sylvatica|black gum||T|;Wildfire
Cladrastis kentukea|yellowwood||T|
Zelkova serrata|Japanese zelkova||T|Green Vase;Village Green
Corylus colurna|Turkish hazel|noisetier de Byzance|T|
Salix alba|white willow|saule blanc|T|Tristis
Populus tremuloides|trembling aspen|peuplier faux-tremble|T|
Populus tremula|Swedish columnar aspen||T|Erecta
Juglans nigra|black walnut|noyer noir|T|
Larix laricina|tamarack|mélèze laricin|C|
Larix decidua|European larch|mélèze d'Europe|C|;Pendula
Metasequoia glyptostroboides|dawn redwood|métaséquoia|C|;Gold Rush
Taxodium distichum|bald cypress|cyprès chauve|C|;Shawnee Brave
Picea pungens|Colorado spruce|épinette du Colorado|C|;Glauca;Hoopsii;Fat Albert;Baby Blue;Montgomery;Globosa
Picea glauca|white spruce|épinette blanche|C|;Conica;Densata
Picea abies|Norway spruce|épinette de Norvège|C|;Nidiformis;Pendula;Cupressina
Picea omorika|Serbian spruce|épinette de Serbie|C|;Bruns
Picea mariana|black spruce|épinette noire|C|
Pinus strobus|eastern white pine|pin blanc|C|;Fastigiata;Pendula;Blue Shag
Pinus sylvestris|Scots pine|pin sylvestre|C|;Fastigiata
Pinus mugo|mugo pine|pin mugo|E|;Pumilio;Mops;Slowmound
Pinus nigra|Austrian pine|pin noir d'Autriche|C|
Pinus resinosa|red pine|pin rouge|C|
Pinus cembra|Swiss stone pine|pin cembro|C|;Glauca
Pinus flexilis|limber pine|pin flexible|C|Vanderwolf's Pyramid
Abies balsamea|balsam fir|sapin baumier|C|;Nana
Abies concolor|white fir|sapin concolore|C|;Compacta
Abies fraseri|Fraser fir|sapin de Fraser|C|
Abies koreana|Korean fir|sapin de Corée|C|;Silberlocke
Tsuga canadensis|eastern hemlock|pruche du Canada|C|;Jeddeloh;Pendula
Pseudotsuga menziesii|Douglas fir|sapin de Douglas|C|
Chamaecyparis pisifera|Sawara false cypress||E|Filifera Aurea;Boulevard;Golden Mop;Squarrosa
Chamaecyparis obtusa|Hinoki false cypress||E|Nana Gracilis
Thuja occidentalis|eastern white cedar|thuya occidental|H|;Smaragd;Holmstrup;Brandon;Degroot's Spire;Danica;Little Giant;Golden Globe;Woodwardii;Techny;Hetz Midget;Rheingold;Yellow Ribbon;Nigra
Thuja standishii × plicata|Green Giant arborvitae||H|Green Giant
Thuja plicata|western red cedar|thuya géant|H|
Juniperus chinensis|Chinese juniper|genévrier de Chine|E|Mint Julep;Sea Green;Pfitzeriana;Hetzii Columnaris;Blue Point;Old Gold;Gold Coast
Juniperus horizontalis|creeping juniper|genévrier horizontal|E|Blue Chip;Wiltonii;Bar Harbor;Prince of Wales;Hughes;Mother Lode
Juniperus sabina|savin juniper|genévrier sabine|E|Calgary Carpet;Broadmoor;Buffalo;Blue Danube
Juniperus scopulorum|Rocky Mountain juniper|genévrier des Rocheuses|H|Wichita Blue;Moonglow;Skyrocket;Blue Arrow
Juniperus virginiana|eastern red cedar|genévrier de Virginie|H|;Canaertii;Grey Owl
Juniperus squamata|singleseed juniper||E|Blue Star;Blue Carpet
Juniperus communis|common juniper|genévrier commun|E|;Depressa Aurea;Green Carpet
Taxus × media|Anglojap yew||H|Hicksii;Densiformis;Hillii;Everlow
Taxus cuspidata|Japanese yew|if du Japon|H|;Capitata;Nana
Taxus canadensis|Canada yew|if du Canada|E|
Microbiota decussata|Russian cypress|microbiota|E|;Celtic Pride
Hydrangea paniculata|panicle hydrangea|hydrangée paniculée|S|Limelight;Little Lime;Bobo;Quick Fire;Pinky Winky;Vanilla Strawberry;Fire Light;Strawberry Sundae;Grandiflora;Tardiva;Phantom;Little Quick Fire;Bombshell;Zinfin Doll
Hydrangea arborescens|smooth hydrangea|hydrangée arborescente|S|Annabelle;Incrediball;Invincibelle Spirit;Invincibelle Ruby;Hayes Starburst;Lime Rickey
Hydrangea macrophylla|bigleaf hydrangea|hydrangée à grandes feuilles|S|Endless Summer;Nikko Blue;Bloomstruck;Twist-n-Shout;Blushing Bride
Hydrangea quercifolia|oakleaf hydrangea|hydrangée à feuilles de chêne|S|;Ruby Slippers;Snow Queen;Gatsby Gal
Hydrangea serrata|mountain hydrangea||S|Tuff Stuff;Blue Billow
Hydrangea anomala subsp. petiolaris|climbing hydrangea|hydrangée grimpante|V|;Miranda
Spiraea japonica|Japanese spirea|spirée du Japon|S|Goldflame;Anthony Waterer;Little Princess;Magic Carpet;Goldmound;Neon Flash;Double Play Big Bang
Spiraea × vanhouttei|Vanhoutte spirea|spirée de Van Houtte|S|
Spiraea betulifolia|birchleaf spirea||S|Tor;Pink Sparkler
Spiraea nipponica|Nippon spirea||S|Snowmound
Syringa vulgaris|common lilac|lilas commun|S|;Sensation;Charles Joly;Madame Lemoine;Beauty of Moscow;President Lincoln
Syringa meyeri|Meyer lilac|lilas de Meyer|S|Palibin
Syringa × prestoniae|Preston lilac|lilas de Preston|S|Miss Canada;Donald Wyman;James Macfarlane
Syringa pubescens subsp. patula|Manchurian lilac||S|Miss Kim
Cornus sericea|red osier dogwood|cornouiller stolonifère|S|;Arctic Fire;Kelseyi;Flaviramea;Cardinal;Isanti
Cornus alba|Tatarian dogwood|cornouiller blanc|S|Elegantissima;Ivory Halo;Sibirica;Gouchaultii
Cornus racemosa|gray dogwood|cornouiller à grappes|S|
Physocarpus opulifolius|ninebark|physocarpe à feuilles d'obier|S|;Diabolo;Summer Wine;Coppertina;Dart's Gold;Center Glow;Little Devil;Amber Jubilee;Tiny Wine
Weigela florida|weigela|weigela|S|Wine & Roses;Midnight Wine;Sonic Bloom Pink;My Monet;Spilled Wine;Red Prince;Minuet;Variegata;Fine Wine
Diervilla lonicera|northern bush honeysuckle|dièreville chèvrefeuille|S|
Diervilla sessilifolia|southern bush honeysuckle||S|Cool Splash;Butterfly
Potentilla fruticosa|shrubby cinquefoil|potentille frutescente|S|Goldfinger;Abbotswood;Pink Beauty;Red Ace;Mango Tango;Yellow Gem;Coronation Triumph;McKay's White
Rosa|rose|rosier|R|Knock Out;Double Knock Out;Pink Knock Out;Carefree Beauty;Morden Blush;John Cabot;Winnipeg Parks;Hope for Humanity;Adelaide Hoodless;Bonica;The Fairy;Oso Easy Paprika;At Last;Champlain
Rosa rugosa|rugosa rose|rosier rugueux|R|;Hansa;Blanc Double de Coubert;Alba;Thérèse Bugnet
Forsythia × intermedia|border forsythia|forsythia|S|;Lynwood Gold;Northern Gold;Show Off
Viburnum trilobum|highbush cranberry|viorne trilobée|S|;Bailey Compact;Wentworth;Redwing
Viburnum opulus|European cranberrybush|viorne obier|S|;Roseum;Compactum
Viburnum dentatum|arrowwood viburnum|viorne dentée|S|;Blue Muffin;Chicago Lustre;Autumn Jazz
Viburnum lentago|nannyberry|viorne flexible|S|
Viburnum × burkwoodii|Burkwood viburnum||S|Mohawk
Viburnum carlesii|Koreanspice viburnum|viorne de Carles|S|;Compactum
Viburnum plicatum f. tomentosum|doublefile viburnum||S|Mariesii;Summer Snowflake;Shasta
Viburnum × rhytidophylloides|lantanaphyllum viburnum||S|Alleghany;Willowwood
Viburnum lantana|wayfaring tree|viorne mancienne|S|;Mohican
Viburnum cassinoides|witherod viburnum|viorne cassinoïde|S|;Brandywine
Sambucus nigra|black elderberry|sureau noir|S|Black Lace;Black Beauty
Sambucus racemosa|red elderberry|sureau rouge|S|;Lemony Lace;Sutherland Gold
Sambucus canadensis|American elderberry|sureau du Canada|S|;Aurea;Adams
Euonymus alatus|burning bush|fusain ailé|S|Compactus;Fire Ball
Euonymus fortunei|wintercreeper|fusain de Fortune|E|Emerald Gaiety;Emerald 'n' Gold;Coloratus;Moonshadow;Sarcoxie
Berberis thunbergii|Japanese barberry|épine-vinette de Thunberg|S|Rose Glow;Crimson Pygmy;Concorde;Admiration;Cherry Bomb;Aurea;Helmond Pillar;Sunsation
Buxus|boxwood|buis|E|Green Velvet;Green Mountain;Green Gem;Chicagoland Green;Green Mound;Sprinter;Franklin's Gem
Buxus sempervirens|common boxwood|buis commun|E|;Graham Blandy;Suffruticosa
Buxus microphylla var. koreana|Korean boxwood|buis de Corée|E|Wintergreen;Winter Gem
Ilex verticillata|winterberry|houx verticillé|S|;Red Sprite;Jim Dandy;Winter Red;Southern Gentleman;Berry Poppins;Mr. Poppins
Ilex × meserveae|blue holly||E|Blue Princess;Blue Prince;China Girl;China Boy
Ilex glabra|inkberry|houx glabre|E|;Shamrock;Compacta;Gem Box
Rhododendron|rhododendron|rhododendron|E|P.J.M.;Aglo;Olga Mezitt;Roseum Elegans;English Roseum;Nova Zembla;Catawbiense Album;Haaga;Helsinki University;Mikkeli
Rhododendron|azalea|azalée|S|Golden Lights;Orchid Lights;Mandarin Lights;White Lights;Rosy Lights;Northern Hi-Lights;Lemon Lights
Rhododendron schlippenbachii|royal azalea||S|
Kalmia latifolia|mountain laurel|kalmia à larges feuilles|E|;Olympic Fire;Elf;Minuet
Pieris japonica|Japanese andromeda|andromède du Japon|E|Mountain Fire;Valley Valentine;Cavatine
Cotoneaster acutifolius|Peking cotoneaster|cotonéaster de Pékin|S|
Cotoneaster dammeri|bearberry cotoneaster||E|Coral Beauty;Eichholz
Cotoneaster apiculatus|cranberry cotoneaster||S|Tom Thumb
Caragana arborescens|Siberian peashrub|caraganier de Sibérie|S|;Walker;Pendula
Ribes alpinum|alpine currant|groseillier alpin|S|;Green Mound
Ribes aureum|golden currant||S|
Rhus typhina|staghorn sumac|sumac vinaigrier|S|;Tiger Eyes;Dissecta
Rhus aromatica|fragrant sumac|sumac aromatique|S|Gro-Low
Aronia melanocarpa|black chokeberry|aronie noire|S|;Viking;Iroquois Beauty;Autumn Magic;Low Scape Mound
Aronia arbutifolia|red chokeberry|aronie à feuilles d'arbousier|S|Brilliantissima
Clethra alnifolia|summersweet|clèthre à feuilles d'aulne|S|;Hummingbird;Ruby Spice;Sixteen Candles;Vanilla Spice
Itea virginica|Virginia sweetspire|itéa de Virginie|S|Henry's Garnet;Little Henry
Fothergilla × intermedia|fothergilla||S|Mount Airy;Blue Shadow
Hamamelis virginiana|common witch hazel|hamamélis de Virginie|S|
Hamamelis × intermedia|hybrid witch hazel||S|Arnold Promise;Jelena;Diane
Calycanthus floridus|Carolina allspice||S|
Cephalanthus occidentalis|buttonbush|céphalanthe occidental|S|;Sugar Shack
Myrica pensylvanica|northern bayberry|myrique de Pennsylvanie|S|
Comptonia peregrina|sweetfern|comptonie voyageuse|S|
Philadelphus coronarius|sweet mock orange|seringat|S|;Aureus
Philadelphus|mock orange|seringat|S|Snowbelle;Minnesota Snowflake;Blizzard
Deutzia gracilis|slender deutzia|deutzia grêle|S|Nikko;Chardonnay Pearls;Yuki Snowflake
Kerria japonica|Japanese kerria|corète du Japon|S|Pleniflora
Symphoricarpos albus|snowberry|symphorine blanche|S|
Symphoricarpos orbiculatus|coralberry||S|
Salix integra|dappled willow||S|Hakuro Nishiki
Salix purpurea|purple osier willow|saule pourpre|S|Nana
Hibiscus syriacus|rose of Sharon|ketmie de Syrie|S|Blue Bird;Diana;Aphrodite;Lil' Kim;Blue Chiffon;Red Heart
Buddleja davidii|butterfly bush|arbre aux papillons|S|;Black Knight;Pink Delight;Miss Molly;Royal Red
Caryopteris × clandonensis|bluebeard|caryoptéris|S|Dark Knight;Sunshine Blue;Beyond Midnight;First Choice
Perovskia atriplicifolia|Russian sage|pérovskia|P|;Little Spire;Blue Spire;Denim 'n Lace
Daphne × burkwoodii|Burkwood daphne||S|Carol Mackie
Vaccinium angustifolium|lowbush blueberry|bleuet à feuilles étroites|S|
Vaccinium corymbosum|highbush blueberry|bleuet en corymbe|S|;Bluecrop;Patriot;Northland;Blueray
Hypericum kalmianum|Kalm's St. John's wort|millepertuis de Kalm|S|
Lonicera × brownii|Brown's honeysuckle|chèvrefeuille de Brown|V|Dropmore Scarlet
Lonicera periclymenum|woodbine|chèvrefeuille des bois|V|Serotina
Lonicera sempervirens|trumpet honeysuckle||V|Major Wheeler;John Clayton
Parthenocissus quinquefolia|Virginia creeper|vigne vierge|V|;Star Showers
Parthenocissus tricuspidata|Boston ivy|lierre de Boston|V|;Veitchii;Green Showers
Clematis|clematis|clématite|V|Jackmanii;Nelly Moser;The President;Niobe;Henryi;Ville de Lyon;Comtesse de Bouchaud;Multi Blue
Clematis terniflora|sweet autumn clematis||V|
Wisteria macrostachya|Kentucky wisteria|glycine|V|Blue Moon
Campsis radicans|trumpet vine|jasmin de Virginie|V|;Flava
Vitis riparia|riverbank grape|vigne des rivages|V|
Celastrus scandens|American bittersweet|bourreau-des-arbres|V|
Actinidia kolomikta|arctic kiwi||V|
Aristolochia macrophylla|Dutchman's pipe|aristoloche|V|
Humulus lupulus|common hop|houblon|V|;Aureus
Hedera helix|English ivy|lierre commun|GC|;Thorndale;Baltica
Hemerocallis|daylily|hémérocalle|P|Stella de Oro;Happy Returns;Pardon Me;Rosy Returns;Strawberry Candy;Chicago Apache;Going Bananas;Frans Hals;Catherine Woodbery;Hyperion;Purple d'Oro;Joan Senior;Bonanza;Little Grapette
Hemerocallis fulva|orange daylily|hémérocalle fauve|P|
Hosta|hosta|hosta|P|Sum and Substance;Frances Williams;Patriot;Halcyon;June;Guacamole;Francee;Blue Angel;Gold Standard;Wide Brim;Krossa Regal;Minuteman;Fire and Ice;Empress Wu;Sagae
Hosta sieboldiana|Siebold's hosta||P|Elegans
Heuchera|coral bells|heuchère|P|Palace Purple;Obsidian;Caramel;Plum Pudding;Fire Chief;Lime Marmalade;Berry Smoothie;Georgia Peach;Marmalade;Green Spice
Echinacea purpurea|purple coneflower|échinacée pourpre|P|;Magnus;White Swan;PowWow Wild Berry;Kim's Knee High;Cheyenne Spirit;Green Jewel;Ruby Star
Rudbeckia fulgida|black-eyed Susan|rudbeckie|P|;Goldsturm
Rudbeckia hirta|black-eyed Susan|rudbeckie hérissée|P|Indian Summer;Prairie Sun
Rudbeckia laciniata|cutleaf coneflower|rudbeckie laciniée|P|;Goldquelle
Nepeta × faassenii|catmint||P|Walker's Low;Six Hills Giant;Kit Kat;Little Trudy
Salvia nemorosa|woodland sage|sauge des bois|P|May Night;Caradonna;East Friesland;Blue Hill;Snow Hill
Leucanthemum × superbum|Shasta daisy|marguerite|P|Becky;Snowcap;Alaska;Crazy Daisy;Silver Princess
Coreopsis verticillata|threadleaf coreopsis|coréopsis verticillé|P|Moonbeam;Zagreb;Golden Showers
Coreopsis grandiflora|large-flowered tickseed|coréopsis à grandes fleurs|P|Early Sunrise;Sunray
Achillea millefolium|yarrow|achillée millefeuille|P|;Paprika;Moonshine;Terracotta;Strawberry Seduction;Cerise Queen
Phlox paniculata|garden phlox|phlox paniculé|P|David;Jeana;Laura;Bright Eyes;Nicky;Starfire;Franz Schubert
Phlox subulata|creeping phlox|phlox mousse|GC|Emerald Blue;Candy Stripe;Scarlet Flame;Emerald Pink;Fort Hill
Phlox divaricata|woodland phlox||P|;Blue Moon
Hylotelephium|stonecrop|orpin|P|Autumn Joy;Matrona;Purple Emperor;Brilliant;Neon;Autumn Fire;Frosty Morn
Sedum spurium|two-row stonecrop|orpin bâtard|GC|Dragon's Blood;John Creech;Tricolor
Sedum acre|goldmoss stonecrop|orpin âcre|GC|
Sedum rupestre|reflexed stonecrop||GC|Angelina
Sedum kamtschaticum|Kamchatka stonecrop||GC|Weihenstephaner Gold
Astilbe × arendsii|astilbe|astilbe|P|Fanal;Bridal Veil;Amethyst;Deutschland;Peach Blossom;Rheinland
Astilbe chinensis|Chinese astilbe|astilbe de Chine|P|Visions;Pumila;Vision in Red;Visions in Pink
Lamprocapnos spectabilis|bleeding heart|cœur-saignant|P|;Alba;Gold Heart;Valentine
Dicentra eximia|fringed bleeding heart||P|;King of Hearts
Paeonia lactiflora|peony|pivoine|P|Sarah Bernhardt;Karl Rosenfield;Festiva Maxima;Bowl of Beauty;Duchesse de Nemours;Shirley Temple
Paeonia|hybrid peony|pivoine|P|Coral Charm;Bartzella
Iris sibirica|Siberian iris|iris de Sibérie|P|Caesar's Brother;Butter and Sugar;Ruffled Velvet;Silver Edge
Iris germanica|bearded iris|iris des jardins|P|Immortality;Beverly Sills
Iris versicolor|blue flag iris|iris versicolore|P|
Lavandula angustifolia|English lavender|lavande vraie|P|Hidcote;Munstead;Vera
Lavandula × intermedia|lavandin|lavandin|P|Phenomenal;Grosso
Symphyotrichum novae-angliae|New England aster|aster de Nouvelle-Angleterre|P|;Purple Dome;Alma Pötschke;September Ruby
Symphyotrichum dumosum|bushy aster||P|Wood's Blue;Wood's Pink;Wood's Purple
Symphyotrichum oblongifolium|aromatic aster||P|October Skies;Raydon's Favorite
Eutrochium maculatum|Joe Pye weed|eupatoire maculée|P|;Gateway;Phantom
Eutrochium dubium|coastal Joe Pye weed||P|Little Joe
Monarda didyma|bee balm|monarde|P|Jacob Cline;Marshall's Delight;Raspberry Wine;Petite Delight
Monarda fistulosa|wild bergamot|monarde fistuleuse|P|
Gaillardia × grandiflora|blanket flower|gaillarde|P|Arizona Sun;Goblin;Burgundy;Mesa Yellow
Geranium|hardy geranium|géranium vivace|P|Rozanne;Johnson's Blue;Brookside
Geranium sanguineum|bloody cranesbill|géranium sanguin|P|;Max Frei;Album
Geranium macrorrhizum|bigroot geranium||P|;Bevan's Variety;Ingwersen's Variety
Geranium × cantabrigiense|Cambridge geranium||P|Biokovo;Karmina
Brunnera macrophylla|Siberian bugloss||P|Jack Frost;Looking Glass;Alexander's Great
Pulmonaria|lungwort|pulmonaire|P|Mrs. Moon;Raspberry Splash;Trevi Fountain
Tiarella cordifolia|foamflower|tiarelle cordifoliée|P|;Spring Symphony
Dianthus gratianopolitanus|cheddar pink||P|Firewitch;Tiny Rubies;Bath's Pink
Campanula carpatica|Carpathian bellflower|campanule des Carpates|P|Blue Clips;White Clips
Campanula glomerata|clustered bellflower|campanule agglomérée|P|Superba
Campanula portenschlagiana|Dalmatian bellflower||P|
Veronica spicata|spike speedwell|véronique en épi|P|Royal Candles;Red Fox;Icicle
Penstemon digitalis|foxglove beardtongue||P|Husker Red;Dark Towers
Liatris spicata|blazing star|liatris à épi|P|;Kobold;Floristan White
Asclepias tuberosa|butterfly weed|asclépiade tubéreuse|P|;Hello Yellow
Asclepias incarnata|swamp milkweed|asclépiade incarnate|P|;Ice Ballet;Cinderella
Baptisia australis|blue false indigo||P|
Amsonia hubrichtii|Arkansas blue star||P|
Agastache|anise hyssop|agastache|P|Blue Fortune;Black Adder
Alchemilla mollis|lady's mantle|alchémille|P|;Thriller
Ajuga reptans|bugleweed|bugle rampante|GC|Chocolate Chip;Black Scallop;Burgundy Glow;Catlin's Giant
Lamium maculatum|spotted dead nettle|lamier maculé|GC|Beacon Silver;White Nancy;Purple Dragon
Pachysandra terminalis|Japanese spurge|pachysandre|GC|;Green Carpet;Green Sheen
Vinca minor|periwinkle|petite pervenche|GC|;Bowles;Illumination;Ralph Shugert
Galium odoratum|sweet woodruff|aspérule odorante|GC|
Convallaria majalis|lily of the valley|muguet|GC|
Euphorbia polychroma|cushion spurge|euphorbe polychrome|P|;Bonfire
Papaver orientale|Oriental poppy|pavot d'Orient|P|Allegro;Beauty of Livermere;Princess Victoria Louise
Aquilegia canadensis|wild columbine|ancolie du Canada|P|;Little Lanterns
Aquilegia|columbine|ancolie|P|McKana Giants
Delphinium elatum|delphinium|pied-d'alouette|P|Magic Fountains;Black Knight
Digitalis purpurea|foxglove|digitale pourpre|P|;Dalmatian Purple;Camelot Rose
Lupinus polyphyllus|lupine|lupin|P|Russell Hybrids
Hibiscus moscheutos|rose mallow||P|Lord Baltimore;Luna Red;Midnight Marvel
Platycodon grandiflorus|balloon flower|platycodon|P|;Astra Blue;Fuji Blue
Stachys byzantina|lamb's ear|épiaire laineuse|P|;Helen von Stein;Silver Carpet
Artemisia schmidtiana|silver mound|armoise de Schmidt|P|Silver Mound;Nana
Cerastium tomentosum|snow-in-summer|céraiste tomenteux|GC|;Yo Yo
Iberis sempervirens|candytuft||P|Purity;Snowflake
Armeria maritima|sea thrift|armérie maritime|P|;Rubrifolia;Splendens
Thymus serpyllum|creeping thyme|thym serpolet|GC|;Elfin;Pink Chintz
Sempervivum tectorum|hens and chicks|joubarbe des toits|GC|
Helenium autumnale|sneezeweed|hélénie d'automne|P|Moerheim Beauty;Mardi Gras
Heliopsis helianthoides|false sunflower|héliopsis faux-hélianthe|P|;Summer Sun;Burning Hearts
Solidago rugosa|wrinkleleaf goldenrod|verge d'or rugueuse|P|Fireworks
Solidago|goldenrod|verge d'or|P|Little Lemon;Golden Baby
Anemone × hybrida|Japanese anemone|anémone du Japon|P|Honorine Jobert;September Charm
Anemone canadensis|Canada anemone|anémone du Canada|GC|
Ligularia dentata|bigleaf ligularia|ligulaire dentée|P|Britt Marie Crawford;Othello;Desdemona
Ligularia stenocephala|narrow-spiked ligularia||P|The Rocket
Filipendula rubra|queen of the prairie||P|Venusta
Aruncus dioicus|goatsbeard|barbe-de-bouc|P|;Kneiffii
Polygonatum odoratum|Solomon's seal|sceau-de-Salomon|P|Variegatum
Trillium grandiflorum|white trillium|trille grandiflore|P|
Sanguinaria canadensis|bloodroot|sanguinaire du Canada|P|
Asarum canadense|wild ginger|asaret du Canada|GC|
Tradescantia|spiderwort||P|Sweet Kate;Concord Grape
Kniphofia uvaria|red hot poker||P|
Lysimachia nummularia|creeping Jenny|lysimaque nummulaire|GC|Aurea
Oenothera fruticosa|sundrops||P|
Chelone lyonii|pink turtlehead||P|Hot Lips
Lobelia cardinalis|cardinal flower|lobélie du cardinal|P|;Queen Victoria
Eryngium planum|sea holly||P|Blue Glitter
Echinops ritro|globe thistle||P|Veitch's Blue
Centaurea montana|mountain bluet|centaurée des montagnes|P|
Scabiosa columbaria|pincushion flower|scabieuse colombaire|P|Butterfly Blue;Pink Mist
Gypsophila paniculata|baby's breath|gypsophile paniculée|P|Bristol Fairy
Physostegia virginiana|obedient plant|physostégie de Virginie|P|;Miss Manners;Vivid
Bergenia cordifolia|heartleaf bergenia|bergénie à feuilles cordées|P|
Matteuccia struthiopteris|ostrich fern|matteuccie fougère-à-l'autruche|F|
Osmunda cinnamomea|cinnamon fern|osmonde cannelle|F|
Osmunda regalis|royal fern|osmonde royale|F|
Athyrium niponicum var. pictum|Japanese painted fern||F|;Burgundy Lace;Regal Red
Athyrium filix-femina|lady fern|athyrie fougère-femelle|F|;Lady in Red
Dryopteris marginalis|marginal wood fern|dryoptère marginale|F|
Dryopteris erythrosora|autumn fern||F|;Brilliance
Polystichum acrostichoides|Christmas fern|polystic faux-acrostic|F|
Adiantum pedatum|maidenhair fern|adiante du Canada|F|
Onoclea sensibilis|sensitive fern|onoclée sensible|F|
Dennstaedtia punctilobula|hay-scented fern|dennstaedtie à lobules ponctués|F|
Hakonechloa macra|Japanese forest grass||G|;Aureola;All Gold
Calamagrostis × acutiflora|feather reed grass|calamagrostide|G|Karl Foerster;Overdam;Avalanche;Eldorado
Calamagrostis brachytricha|Korean feather reed grass||G|
Miscanthus sinensis|maiden grass|eulalie|G|Gracillimus;Morning Light;Zebrinus;Variegatus;Adagio;Little Kitten;Purpurascens;Strictus;Malepartus
Panicum virgatum|switchgrass|panic érigé|G|;Heavy Metal;Shenandoah;Northwind;Prairie Sky;Cloud Nine;Dallas Blues
Schizachyrium scoparium|little bluestem|schizachyrium à balais|G|;The Blues;Standing Ovation;Blue Heaven
Pennisetum alopecuroides|fountain grass||G|Hameln;Little Bunny;Red Head;Moudry
Festuca glauca|blue fescue|fétuque bleue|G|Elijah Blue;Boulder Blue;Beyond Blue
Helictotrichon sempervirens|blue oat grass||G|;Sapphire
Deschampsia cespitosa|tufted hair grass|deschampsie cespiteuse|G|;Goldtau;Northern Lights
Sporobolus heterolepis|prairie dropseed||G|;Tara
Carex pensylvanica|Pennsylvania sedge|carex de Pennsylvanie|G|
Carex morrowii|Japanese sedge||G|Ice Dance;Variegata
Carex oshimensis|Japanese sedge||G|Evergold;Everest
Molinia caerulea|purple moor grass|molinie bleue|G|Variegata;Moorhexe
Sesleria autumnalis|autumn moor grass||G|
Andropogon gerardii|big bluestem|barbon de Gérard|G|;Red October
Sorghastrum nutans|Indian grass|faux-sorgho penché|G|;Sioux Blue
Bouteloua gracilis|blue grama||G|Blonde Ambition
Chasmanthium latifolium|northern sea oats||G|;River Mist
Tulipa|tulip|tulipe|B|Apeldoorn;Golden Apeldoorn;Pink Impression;Queen of Night;Angelique;Purissima;Ballerina;Princess Irene;Negrita;World's Favourite;Spring Green;Red Emperor
Narcissus|daffodil|narcisse|B|Dutch Master;Carlton;Ice Follies;Tête-à-tête;Mount Hood;Thalia;Jetfire;February Gold;Pink Charm
Allium|ornamental onion|ail d'ornement|BL|Globemaster;Purple Sensation;Gladiator;Mount Everest
Allium giganteum|giant onion|ail géant|BL|
Allium sphaerocephalon|drumstick allium||BS|
Crocus vernus|Dutch crocus|crocus|BS|Jeanne d'Arc;Pickwick;Remembrance;Flower Record
Crocus tommasinianus|early crocus||BS|Ruby Giant
Hyacinthus orientalis|hyacinth|jacinthe|B|Delft Blue;Pink Pearl;Jan Bos;Carnegie;Woodstock
Muscari armeniacum|grape hyacinth|muscari|BS|;Blue Spike
Galanthus nivalis|snowdrop|perce-neige|BS|
Scilla siberica|Siberian squill|scille de Sibérie|BS|;Spring Beauty
Chionodoxa forbesii|glory of the snow||BS|Blue Giant
Fritillaria imperialis|crown imperial|fritillaire impériale|BL|;Rubra;Lutea
Fritillaria meleagris|checkered lily|fritillaire pintade|BS|
Lilium|lily|lis|BL|Stargazer;Casa Blanca;Black Beauty
Eranthis hyemalis|winter aconite|éranthe d'hiver|BS|
Iris reticulata|reticulated iris|iris réticulé|BS|Harmony;Katharine Hodgkin
`;

export interface DemoPlant {
  latinName: string;
  cultivar: string | null;
  commonNameEn: string | null;
  commonNameFr: string | null;
  kind: PlantKind;
}

function parsePlantLines(lines: string): DemoPlant[] {
  const plants: DemoPlant[] = [];
  for (const line of lines.split('\n')) {
    if (!line.trim()) continue;
    const [latinName, english, french, kindCode, cultivars = ''] = line.split('|');
    const kind = KIND_CODES[kindCode ?? ''];
    if (!latinName || !kind) throw new Error(`Bad demo plant line: ${line}`);
    for (const cultivar of cultivars.split(';')) {
      plants.push({
        latinName,
        cultivar: cultivar.trim() || null,
        commonNameEn: english || null,
        commonNameFr: french || null,
        kind,
      });
    }
  }
  return plants;
}

export const DEMO_PLANTS: readonly DemoPlant[] = parsePlantLines(PLANT_LINES);
