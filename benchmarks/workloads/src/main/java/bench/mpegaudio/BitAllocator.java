package bench.mpegaudio;

import java.util.Arrays;

/**
 * Shares a fixed budget of bits among the subbands, greedily, like MPEG-1 Layer I: each step
 * gives a bit to the subband whose signal-to-mask ratio is worst; a subband gets 0 or 2..15 bits.
 */
final class BitAllocator implements Stage {

    private static final int MAX_BITS = 15;
    private static final int DB_PER_BIT = 6;

    private final int budget;

    BitAllocator(int budget) {
        this.budget = budget;
    }

    @Override
    public void process(Frame frame) {
        Arrays.fill(frame.bits, 0);
        int left = budget;
        for (int sb = neediest(frame); sb >= 0 && left > 0; sb = neediest(frame)) {
            int grant = frame.bits[sb] == 0 ? 2 : 1;
            frame.bits[sb] += grant;
            left -= grant;
        }
    }

    private static int neediest(Frame frame) {
        int best = -1;
        int bestNeed = 0;
        for (int sb = 0; sb < Frame.SUBBANDS; sb++) {
            int need = need(frame, sb);
            if (need > bestNeed) {
                best = sb;
                bestNeed = need;
            }
        }
        return best;
    }

    private static int need(Frame frame, int sb) {
        if (frame.bits[sb] == MAX_BITS) {
            return 0;
        }
        return DB_PER_BIT * (frame.exponents[sb] - frame.bits[sb]) - mask(sb);
    }

    private static int mask(int sb) {
        return 2 + sb / 2;
    }
}
