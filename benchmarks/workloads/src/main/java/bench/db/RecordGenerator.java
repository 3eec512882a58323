package bench.db;

import bench.Rng;

/** Makes plausible records and names from fixed word lists and a fixed-seed generator. */
final class RecordGenerator {

    private static final String[] FIRST_NAMES = {
        "Ada", "Alan", "Barbara", "Bjarne", "Brian", "Butler", "Charles", "Dennis", "Donald",
        "Edsger", "Frances", "Fred", "Grace", "Guy", "Hal", "Ivan", "Jean", "Jim", "John", "Ken",
        "Leslie", "Linus", "Margaret", "Maurice", "Niklaus", "Ole", "Peter", "Radia", "Richard",
        "Robin", "Shafi", "Sophie", "Tony", "Urs", "Whitfield", "Xavier", "Yukihiro", "Zhou",
    };
    private static final String[] LAST_NAMES = {
        "Abelson", "Backus", "Cocke", "Dahl", "Engelbart", "Feigenbaum", "Gosling", "Hoare",
        "Iverson", "Johnson", "Kay", "Lamport", "McCarthy", "Naur", "Ousterhout", "Perlis",
        "Ritchie", "Steele", "Thompson", "Ullman", "Vyssotsky", "Wirth", "Yao", "Zuse", "Allen",
        "Bentley", "Corbato", "Dijkstra", "Emerson", "Floyd", "Gray", "Hamming", "Knuth", "Liskov",
        "Milner", "Nygaard", "Pnueli", "Rivest", "Scott", "Tarjan", "Valiant", "Wilkes",
    };
    private static final String[] STREETS = {
        "Main St", "Oak Ave", "Elm St", "Maple Dr", "Cedar Ln", "Pine Rd", "Lake Blvd", "Hill St",
        "Park Ave", "River Rd", "Church St", "Mill Ln", "Bay Dr", "Forest Way", "Spring St",
    };
    private static final String[][] CITIES = {
        {"Austin", "TX"}, {"Boston", "MA"}, {"Chicago", "IL"}, {"Denver", "CO"}, {"Eugene", "OR"},
        {"Fresno", "CA"}, {"Houston", "TX"}, {"Ithaca", "NY"}, {"Juneau", "AK"}, {"Boise", "ID"},
        {"Lincoln", "NE"}, {"Madison", "WI"}, {"Nashville", "TN"}, {"Omaha", "NE"},
        {"Portland", "OR"}, {"Raleigh", "NC"}, {"Seattle", "WA"}, {"Tampa", "FL"}, {"Tucson", "AZ"},
        {"Albany", "NY"}, {"Yonkers", "NY"}, {"Reno", "NV"}, {"Dayton", "OH"}, {"Salem", "OR"},
    };
    private static final int ZIP_BASE = 10000;
    private static final int ZIP_STRIDE = 3700;
    private static final int ZIP_SPREAD = 3000;

    private final Text[] streets = texts(STREETS);
    private final Text[] cities = new Text[CITIES.length];
    private final Text[] states = new Text[CITIES.length];

    RecordGenerator() {
        for (int i = 0; i < CITIES.length; i++) {
            cities[i] = Text.of(CITIES[i][0]);
            states[i] = Text.of(CITIES[i][1]);
        }
    }

    /** The highest zip code a generated record can have. */
    static int maxZip() {
        return ZIP_BASE + (CITIES.length - 1) * ZIP_STRIDE + ZIP_SPREAD - 1;
    }

    static int minZip() {
        return ZIP_BASE;
    }

    /** Returns one of the names records are given; names repeat across records. */
    Text name(Rng rng) {
        return Text.of(FIRST_NAMES[rng.nextInt(FIRST_NAMES.length)] + " "
                + LAST_NAMES[rng.nextInt(LAST_NAMES.length)]);
    }

    Record record(int id, Rng rng) {
        Text name = name(rng);
        int city = rng.nextInt(CITIES.length);
        int zip = ZIP_BASE + city * ZIP_STRIDE + rng.nextInt(ZIP_SPREAD);
        Text street = streets[rng.nextInt(streets.length)];
        return new Record(id, name, street, cities[city], states[city], zip,
                18 + rng.nextInt(72), rng.nextInt(1_000_000));
    }

    private static Text[] texts(String[] values) {
        Text[] texts = new Text[values.length];
        for (int i = 0; i < values.length; i++) {
            texts[i] = Text.of(values[i]);
        }
        return texts;
    }
}
