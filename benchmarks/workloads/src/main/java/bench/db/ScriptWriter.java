package bench.db;

import bench.Rng;

/**
 * Writes the query script: a fixed-seed sequence of the seven statement kinds in equal
 * proportions, with names drawn from the same lists as the records so that many lookups hit.
 */
final class ScriptWriter {

    private static final int KINDS = 7;
    private static final int BY_NAME_PERCENT = 88;
    private static final int MAX_SCAN_WIDTH = 1200;

    private final RecordGenerator generator;
    private final Rng rng;

    ScriptWriter(RecordGenerator generator, long seed) {
        this.generator = generator;
        this.rng = new Rng(seed);
    }

    Command[] write(int length) {
        Command[] script = new Command[length];
        for (int i = 0; i < length; i++) {
            script[i] = next();
        }
        return script;
    }

    private Command next() {
        return switch (rng.nextInt(KINDS)) {
            case 0 -> new Commands.Find(generator.name(rng));
            case 1 -> new Commands.Add(generator, rng.nextInt(Integer.MAX_VALUE) + 1L);
            case 2 -> new Commands.Delete(generator.name(rng));
            case 3 -> new Commands.Update(generator.name(rng), 1 + rng.nextInt(500));
            case 4 -> rangeScan();
            case 5 -> tally();
            default -> sortQuery();
        };
    }

    private Command rangeScan() {
        int low = low();
        return new Commands.RangeScan(low, low + rng.nextInt(MAX_SCAN_WIDTH / 4));
    }

    private Command tally() {
        int low = low();
        return new Commands.Tally(low, low + rng.nextInt(MAX_SCAN_WIDTH / 2));
    }

    private Command sortQuery() {
        int low = low();
        return new Commands.SortQuery(low, low + rng.nextInt(MAX_SCAN_WIDTH),
                Orders.pick(rng, BY_NAME_PERCENT));
    }

    private int low() {
        return RecordGenerator.minZip() + rng.nextInt(RecordGenerator.maxZip()
                - RecordGenerator.minZip());
    }
}
