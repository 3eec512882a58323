package rvm.core.model;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.lang.invoke.MutableCallSite;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.MethodNode;

/**
 * One method of a guest class as the guest wrote it: its original bytecode, and for every
 * instruction the bytecode index and raw opcode it had in the class file.
 *
 * <p>A guest method is named in JVM form, {@code pkg/Cls.name(Desc)Ret}; a call site is a
 * method plus a bytecode index. Each method with a body that is not a constructor or static
 * initialiser has an <em>entry slot</em>: the {@link MutableCallSite} its host stub calls
 * through, whose target is the method's current tier.
 */
public final class GuestMethod {

    private final int id;
    private final GuestClass owner;
    private final MethodNode node;
    private final int[] bcis;
    private final byte[] rawOpcodes;
    private final int codeLength;
    /** Why the method stays its class's own bytecode, or {@code null} (see {@link KeptMethods}). */
    private final String keptReason;
    /** Each real instruction's source line, computed on first use ({@link #lineAt}). */
    private volatile int[] lines;
    private volatile MutableCallSite slot;
    private MethodHandle retargeted; // the last retarget's target; guarded by this
    private volatile MethodType hostType;
    /** For a method kept as bytecode: its invoke instructions' offsets in the host class, sorted, and their guest bcis. */
    private volatile int[][] hostCalls;

    /** Executor-private data (the interpreter's decoded code); set once, read often. */
    public volatile Object executorData;

    GuestMethod(int id, GuestClass owner, MethodNode node, CodeOffsets.Method offsets) {
        this.id = id;
        this.owner = owner;
        this.node = node;
        this.bcis = offsets == null ? new int[0] : offsets.bcis();
        this.rawOpcodes = offsets == null ? new byte[0] : offsets.opcodes();
        this.codeLength = offsets == null ? 0 : offsets.codeLength();
        this.keptReason = KeptMethods.reason(owner.node(), node);
    }

    /** The method's id, unique within its {@link ClassModel}. */
    public int id() {
        return id;
    }

    /** The declaring guest class. */
    public GuestClass owner() {
        return owner;
    }

    /** The method's simple name, e.g. {@code main} or {@code <init>}. */
    public String name() {
        return node.name;
    }

    /** The method descriptor, e.g. {@code ([Ljava/lang/String;)V}. */
    public String descriptor() {
        return node.desc;
    }

    /** The access flags from the class file. */
    public int access() {
        return node.access;
    }

    /** The original method body as read from the class file; never modified. */
    public MethodNode node() {
        return node;
    }

    /** Whether the method is static. */
    public boolean isStatic() {
        return (node.access & Opcodes.ACC_STATIC) != 0;
    }

    /** Whether the method has bytecode (it is neither abstract nor native). */
    public boolean hasBody() {
        return (node.access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) == 0;
    }

    /**
     * Whether the method stays real bytecode in the host class instead of becoming an entry stub:
     * constructors, static initialisers, and the methods whose behaviour the JVM ties to their own
     * class's code (see {@link #keptReason()}).
     */
    public boolean isKeptAsBytecode() {
        return keptReason != null;
    }

    /**
     * Why the method stays real bytecode in its host class ("a constructor", "calls
     * java.lang.reflect.Method.invoke, which checks access against its caller's class", ...), or
     * {@code null} when it does not.
     */
    public String keptReason() {
        return keptReason;
    }

    /**
     * Whether the VM's executors run the method: it has a body and an entry slot (it is not kept as
     * bytecode). Other methods, like the JDK's, are called through the host.
     */
    public boolean isExecuted() {
        return hasBody() && keptReason == null;
    }

    /**
     * The bytecode index in the original class file of the {@code i}-th real instruction of
     * {@link #node()} (labels, line numbers and frames are not instructions).
     */
    public int bciOf(int insnIndex) {
        return insnIndex < bcis.length ? bcis[insnIndex] : -1;
    }

    /**
     * Records where the invoke instructions of a method kept as bytecode ended up in the host
     * class, which has yieldpoint calls added: {@code hostOffsets} sorted ascending, {@code bcis}
     * the guest's bytecode index of each.
     */
    public void setHostCalls(int[] hostOffsets, int[] bcis) {
        hostCalls = new int[][] {hostOffsets.clone(), bcis.clone()};
    }

    /**
     * For a method kept as bytecode, the guest's bytecode index of the invoke instruction at
     * {@code hostOffset} in the host class (where a stack frame of a caller stands), or -1 when
     * there is none there or it is not known (class files raised from before version 51).
     */
    public int bciOfHostCall(int hostOffset) {
        int[][] calls = hostCalls;
        if (calls == null) {
            return -1;
        }
        int i = java.util.Arrays.binarySearch(calls[0], hostOffset);
        return i >= 0 ? calls[1][i] : -1;
    }

    /** The raw opcode byte (0..201) of the {@code i}-th real instruction, as in the class file. */
    public int rawOpcodeOf(int insnIndex) {
        return insnIndex < rawOpcodes.length ? rawOpcodes[insnIndex] & 0xff : -1;
    }

    /** The length in bytes of the method's code in the class file (0 without code). */
    public int codeLength() {
        return codeLength;
    }

    /**
     * The source line of the {@code i}-th real instruction (the line number entry before it in the
     * class file), -1 when the class file has none or the index is out of range.
     */
    public int lineAt(int insnIndex) {
        int[] l = lines;
        if (l == null) {
            l = new int[bcis.length];
            int line = -1;
            int k = 0;
            for (org.objectweb.asm.tree.AbstractInsnNode i = node.instructions.getFirst(); i != null && k < l.length;
                 i = i.getNext()) {
                if (i instanceof org.objectweb.asm.tree.LineNumberNode n) {
                    line = n.line;
                } else if (i.getOpcode() >= 0) {
                    l[k++] = line;
                }
            }
            lines = l;
        }
        return insnIndex >= 0 && insnIndex < l.length ? l[insnIndex] : -1;
    }

    /** The number of real instructions the class file gave this method. */
    public int instructionCount() {
        return bcis.length;
    }

    /** The JVM-form name {@code pkg/Cls.name(Desc)Ret}. */
    public String jvmName() {
        return owner.name() + "." + node.name + node.desc;
    }

    /**
     * The host type of the method's entry: its parameters, preceded by the declaring class for
     * instance methods.
     */
    public MethodType hostType() {
        MethodType t = hostType;
        if (t == null) {
            t = MethodType.fromMethodDescriptorString(node.desc, owner.loader());
            if (!isStatic()) {
                t = t.insertParameterTypes(0, owner.hostClass());
            }
            hostType = t;
        }
        return t;
    }

    /**
     * The method's entry slot, created on first use with the executor's entry as its target.
     *
     * <p>The executor is asked without holding the method's lock: under {@code --tier=baseline} it
     * compiles the method's whole class, and installing that code retargets the class's other
     * methods, whose slots other threads may be creating at the same moment (holding this lock
     * while asking deadlocked two threads making their first calls into one class). A retarget that
     * happens meanwhile wins over the executor's answer: it is at least as new, and any later
     * install retargets the slot again.
     */
    public MutableCallSite slot() {
        MutableCallSite s = slot;
        if (s != null) {
            return s;
        }
        MethodHandle initial = owner.model().executor().entry(this).asType(hostType());
        synchronized (this) {
            s = slot;
            if (s == null) {
                s = new MutableCallSite(retargeted != null ? retargeted : initial);
                slot = s;
            }
        }
        return s;
    }

    /**
     * Makes {@code target} (of exactly {@link #hostType()}) the method's current tier: retargets the
     * entry slot if it exists, and is remembered for a slot made later. Synchronized with the slot's
     * creation, so no slot misses the change.
     */
    public synchronized void retarget(MethodHandle target) {
        retargeted = target;
        if (slot != null) {
            slot.setTarget(target);
        }
    }

    @Override
    public String toString() {
        return jvmName();
    }
}
